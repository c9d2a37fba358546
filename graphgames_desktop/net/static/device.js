// The card game's device page (docs/protocol.md): join a seat, show that seat's frame, draw on its sheet.
// The app is the only authority: the page sends only moves that the frame's `legal` lists, and says the
// app's refusals in words. Plain JavaScript, nothing fetched but this host's own files.
"use strict";

const STRINGS = {
  en: {
    title: "Graph Games: the card game", code: "Join code", name: "Your name", seat: "Seat", anySeat: "Any free seat",
    join: "Join", seatN: "Seat {n}", round: "Round {n}", lastRound: "last round",
    rowResources: "Face-up cards", rowObjectives: "Objectives", yours: "Yours", tracks: "The table",
    player: "Player", coins: "Coins", crossed: "Crossed", objectivesShort: "Obj.", score: "Score",
    connecting: "Connecting…", reconnecting: "Connection lost: reconnecting…", replaced: "This seat was taken back on another device.",
    waitingStart: "Waiting for the game to start.", waitingFor: "Waiting for {name}.", waitingOthers: "Waiting for the others.",
    pick: "Your turn: pick a face-up card.", bonus: "Your turn: keep one bonus card, discard the other.",
    draw: "Your turn: draw {v} and {e}. Tap the sheet for a vertex; drag from a vertex to another for an edge.",
    vertex1: "1 vertex", vertexN: "{n} vertices", edge1: "1 edge", edgeN: "{n} edges", powers: "Use the extra power ({n} ways)",
    claim: "Your turn: claim an objective, or pass.", refresh: "Your turn: refresh the objectives, or pass.",
    contest: "Your turn: a claim is open.", move: "Your turn.",
    over: "The game is over.", winners: "Winner: {names}.", you: "you", sheetTitle: "Your sheet",
    PickResource: "Take: {card}", EndDrawing: "End drawing", TimeUp: "Stop drawing (the edges left cross boxes)",
    AdjustDraw: "Power: {dv} vertices, {de} edges to draw", SwapDraw1: "Power: one vertex becomes an edge",
    SwapDraw0: "Power: one edge becomes a vertex", SaveObjective: "Power: save {card}", DrawBonus: "Power: draw bonus cards",
    DiscardBonus: "Discard: {card}", Claim: "Claim: {card}", ClaimAt: "Claim: {card} (components at {vs})",
    ContestClaim: "Ask for proof", AcceptClaim: "Let the claim stand", Refresh: "Refresh the objectives (cross 2 boxes)",
    Pass: "Pass", power: "Extra power: {card}", picked: "Your pick: {card}", saved: "Saved: {card}",
    claimed: "Claimed: {card}", bonusCard: "Bonus: {card}", pendingCard: "To keep or discard: {card}",
    due: "Still to draw: {v}, {e}.",
    refused: "The app refused that move ({code}).", error: "The app did not take that ({code}).",
    codes: {
      not_your_turn: "It is not your turn.", stale: "The game moved on: try again.", loop: "An edge needs two different vertices.",
      double_edge: "Those two vertices are joined already.", frozen_component: "That part of the sheet is frozen.",
      no_vertex_due: "No vertex is left to draw.", no_edge_due: "No edge is left to draw.",
      wrong_code: "That join code is not this game's.", seat_taken: "That seat is taken.", no_free_seat: "Every seat is taken.",
      no_such_seat: "There is no such seat for a person.", bad_name: "Type a name (at most 32 letters).",
      bad_token: "This device's seat is not known to the host any more: join again.",
    },
  },
  pt: {
    title: "Jogos de Grafos: o jogo de cartas", code: "Código de entrada", name: "Seu nome", seat: "Lugar",
    anySeat: "Qualquer lugar livre", join: "Entrar", seatN: "Lugar {n}", round: "Rodada {n}", lastRound: "última rodada",
    rowResources: "Cartas abertas", rowObjectives: "Objetivos", yours: "Suas cartas", tracks: "A mesa",
    player: "Jogador", coins: "Moedas", crossed: "Riscos", objectivesShort: "Obj.", score: "Pontos",
    connecting: "Conectando…", reconnecting: "Conexão perdida: reconectando…", replaced: "Este lugar foi retomado em outro aparelho.",
    waitingStart: "Esperando o jogo começar.", waitingFor: "Esperando {name}.", waitingOthers: "Esperando os outros.",
    pick: "Sua vez: escolha uma carta aberta.", bonus: "Sua vez: fique com uma carta bônus e descarte a outra.",
    draw: "Sua vez: desenhe {v} e {e}. Toque na folha para um vértice; arraste de um vértice a outro para uma aresta.",
    vertex1: "1 vértice", vertexN: "{n} vértices", edge1: "1 aresta", edgeN: "{n} arestas", powers: "Usar o poder extra ({n} jeitos)",
    claim: "Sua vez: reivindique um objetivo ou passe.", refresh: "Sua vez: renove os objetivos ou passe.",
    contest: "Sua vez: há uma reivindicação aberta.", move: "Sua vez.",
    over: "O jogo terminou.", winners: "Vencedor: {names}.", you: "você", sheetTitle: "Sua folha",
    PickResource: "Pegar: {card}", EndDrawing: "Terminar o desenho", TimeUp: "Parar de desenhar (as arestas que faltam riscam casas)",
    AdjustDraw: "Poder: {dv} vértices, {de} arestas a desenhar", SwapDraw1: "Poder: um vértice vira aresta",
    SwapDraw0: "Poder: uma aresta vira vértice", SaveObjective: "Poder: guardar {card}", DrawBonus: "Poder: comprar cartas bônus",
    DiscardBonus: "Descartar: {card}", Claim: "Reivindicar: {card}", ClaimAt: "Reivindicar: {card} (componentes em {vs})",
    ContestClaim: "Pedir a prova", AcceptClaim: "Aceitar a reivindicação", Refresh: "Renovar os objetivos (riscar 2 casas)",
    Pass: "Passar", power: "Poder extra: {card}", picked: "Sua escolha: {card}", saved: "Guardado: {card}",
    claimed: "Reivindicado: {card}", bonusCard: "Bônus: {card}", pendingCard: "Para ficar ou descartar: {card}",
    due: "Falta desenhar: {v}, {e}.",
    refused: "O app recusou essa jogada ({code}).", error: "O app não aceitou isso ({code}).",
    codes: {
      not_your_turn: "Não é a sua vez.", stale: "O jogo andou: tente de novo.", loop: "Uma aresta liga dois vértices diferentes.",
      double_edge: "Esses dois vértices já estão ligados.", frozen_component: "Essa parte da folha está congelada.",
      no_vertex_due: "Não falta desenhar vértice.", no_edge_due: "Não falta desenhar aresta.",
      wrong_code: "Esse código não é o deste jogo.", seat_taken: "Esse lugar está ocupado.", no_free_seat: "Todos os lugares estão ocupados.",
      no_such_seat: "Não há esse lugar para uma pessoa.", bad_name: "Digite um nome (até 32 letras).",
      bad_token: "O app não conhece mais o lugar deste aparelho: entre de novo.",
    },
  },
};
const LANG = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
const CARD_LANG = LANG === "pt" ? "pt_BR" : "en";
const S = STRINGS[LANG];
const TOKEN_KEY = "graphgames-token";
const SEAT_KEY = "graphgames-seat";
const NAME_KEY = "graphgames-name";
const SVG_NS = "http://www.w3.org/2000/svg";
const VERTEX_R = 16;
const HIT_R = 30;

/** A sentence of the table with its {placeholders} filled. */
function t(key, values = {}) {
  const text = key in S ? S[key] : key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

/** "1 vertex", "3 edges": a count with its noun. */
const counted = (n, noun) => t(n === 1 ? `${noun}1` : `${noun}N`, {n});
const dueWords = (pl) => ({v: counted(pl.due_vertices, "vertex"), e: counted(pl.due_edges, "edge")});

const $ = (id) => document.getElementById(id);
const page = {
  ws: null, seat: null, lastId: -1, frame: null, lobby: null, cards: new Map(), busy: false, selected: null,
  reconnectDelay: 500, stopped: false,
};
window.__received = [];  // every message this page received, for tests that check no secret arrives

// -- cards -------------------------------------------------------------------------------------------------
async function loadCards() {
  const response = await fetch("/cards.json");
  const decks = await response.json();
  for (const card of decks.resources || []) page.cards.set(card.id, card.text[CARD_LANG]);
  for (const card of decks.objectives || []) page.cards.set(card.id, `${card.name[CARD_LANG]} (${card.points})`);
  for (const card of decks.powers || []) page.cards.set(card.id, card.text[CARD_LANG]);
  for (const card of decks.bonus || []) page.cards.set(card.id, `${card.text[CARD_LANG]} (${card.points})`);
}
const cardText = (id) => page.cards.get(id) || id;

// -- connection --------------------------------------------------------------------------------------------
function connect(hello) {
  $("connection").textContent = t("connecting");
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  page.ws = ws;
  ws.onopen = () => { page.reconnectDelay = 500; ws.send(JSON.stringify(hello)); };
  ws.onmessage = (event) => { window.__received.push(event.data); receive(JSON.parse(event.data)); };
  ws.onclose = () => {
    if (page.ws !== ws || page.stopped || !localStorage.getItem(TOKEN_KEY)) return;
    $("connection").textContent = t("reconnecting");
    setTimeout(rejoin, page.reconnectDelay);
    page.reconnectDelay = Math.min(page.reconnectDelay * 2, 5000);
  };
}

function rejoin() {
  const seat = localStorage.getItem(SEAT_KEY);
  connect({type: "hello", v: 1, code: $("code").value.trim(), name: localStorage.getItem(NAME_KEY) || "?",
           seat: seat === null ? null : Number(seat), token: localStorage.getItem(TOKEN_KEY)});
}

function sendMove(move) {
  if (page.busy || !page.frame || !page.ws || page.ws.readyState !== WebSocket.OPEN) return;
  page.busy = true;
  page.selected = null;
  showProblem("");
  page.ws.send(JSON.stringify({type: "intent", intent: {kind: "play", move, at_ply: page.frame.live_ply, seat: null}}));
}

function receive(message) {
  switch (message.type) {
    case "welcome":
      page.seat = message.seat;
      localStorage.setItem(TOKEN_KEY, message.token);
      localStorage.setItem(SEAT_KEY, String(message.seat));
      localStorage.setItem(NAME_KEY, message.name);
      $("connection").textContent = "";
      $("join-screen").hidden = true;
      $("game-screen").hidden = false;
      $("status").textContent = t("waitingStart");
      break;
    case "lobby":
      page.lobby = message.seats;
      if (page.frame) render();
      break;
    case "frame":
      if (message.id < page.lastId) return;  // an older frame than the one shown
      page.lastId = message.id;
      page.frame = message.frame;
      page.busy = false;
      render();
      break;
    case "refused":
      page.busy = false;
      showProblem(message.text || S.codes[message.code] || t("refused", {code: message.code}));
      render();
      break;
    case "error":
      page.busy = false;
      if (message.code === "replaced") {
        page.stopped = true;
        $("connection").textContent = t("replaced");
      } else if (["bad_token", "wrong_code", "seat_taken", "no_free_seat", "no_such_seat", "bad_name", "version"].includes(message.code)) {
        if (message.code === "bad_token") { localStorage.removeItem(TOKEN_KEY); localStorage.removeItem(SEAT_KEY); }
        page.stopped = true;
        page.ws.close();
        $("join-screen").hidden = false;
        $("game-screen").hidden = true;
        $("join-button").disabled = false;
        $("connection").textContent = message.text || S.codes[message.code] || t("error", {code: message.code});
      } else {
        showProblem(message.text || S.codes[message.code] || t("error", {code: message.code}));
      }
      break;
    default:
      break;
  }
}

function showProblem(text) {
  $("problem").textContent = text;
  $("problem").hidden = !text;
}

// -- the frame ---------------------------------------------------------------------------------------------
function playerName(seat) {
  const entry = page.lobby && page.lobby.find((s) => s.seat === seat);
  const name = entry && entry.name ? entry.name : t("seatN", {n: seat + 1});
  return seat === page.seat ? `${name} (${t("you")})` : name;
}

function render() {
  const frame = page.frame;
  const obs = frame.observation;
  const me = obs.players[frame.seat];
  $("who").textContent = playerName(frame.seat);
  $("round").textContent = t("round", {n: obs.round}) + (obs.last_round ? ` · ${t("lastRound")}` : "");
  $("status").textContent = statusText(frame, obs, me);
  renderActions(frame);
  renderCards(obs, me);
  renderTracks(frame, obs);
  renderSheet(frame, me);
}

function statusText(frame, obs, me) {
  const words = Object.values(frame.words || {}).filter(Boolean);
  if (words.length) return words.join(" ");
  if (frame.outcome) {
    const names = frame.outcome.winners.map(playerName).join(", ");
    return `${t("over")} ${names ? t("winners", {names}) : ""}`;
  }
  if (frame.legal.length) {
    if (obs.phase === "draw") return t("draw", dueWords(me));
    if (obs.open_claim) return t("contest");
    return obs.phase in S ? t(obs.phase) : t("move");
  }
  return frame.turn === null || frame.turn === undefined ? t("waitingOthers") : t("waitingFor", {name: playerName(frame.turn)});
}

/** The words of a move the buttons offer. */
function moveLabel(move) {
  switch (move.move) {
    case "PickResource": return t("PickResource", {card: cardText(page.frame.observation.resource_row[move.index])});
    case "AdjustDraw": return t("AdjustDraw", {dv: signed(move.vertices), de: signed(move.edges)});
    case "SwapDraw": return t(move.to_edge ? "SwapDraw1" : "SwapDraw0");
    case "SaveObjective": case "DiscardBonus": return t(move.move, {card: cardText(move.card)});
    case "Claim":
      return move.vertices && move.vertices.length
        ? t("ClaimAt", {card: cardText(move.card), vs: move.vertices.join(", ")}) : t("Claim", {card: cardText(move.card)});
    default: return t(move.move);
  }
}
const signed = (n) => (n > 0 ? `+${n}` : String(n));
const DRAWN = new Set(["AddVertex", "AddEdge"]);  // played on the sheet, not by a button
// The extra power's moves: folded under one button, so that the sheet stays in view while drawing.
const POWER = new Set(["AdjustDraw", "SwapDraw", "SaveObjective", "DrawBonus"]);

function renderActions(frame) {
  const box = $("actions");
  const powers = $("powers");
  const wasOpen = powers.open;
  box.replaceChildren();
  const powerButtons = [];
  for (const move of frame.legal) {
    if (DRAWN.has(move.move)) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = moveLabel(move);
    button.dataset.move = move.move;
    if (["Pass", "EndDrawing", "TimeUp"].includes(move.move)) button.className = "secondary";
    button.disabled = page.busy;
    button.addEventListener("click", () => sendMove(move));
    if (POWER.has(move.move)) powerButtons.push(button); else box.append(button);
  }
  const summary = document.createElement("summary");
  summary.textContent = t("powers", {n: powerButtons.length});
  powers.replaceChildren(summary, ...powerButtons);
  powers.hidden = !powerButtons.length;
  powers.open = wasOpen && powerButtons.length > 0;
}

function listItems(list, items) {
  list.replaceChildren(...items.map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
}

function renderCards(obs, me) {
  const rows = obs.resource_row.map((id, i) => `${i + 1}. ${cardText(id)}`);
  if (obs.power_up) rows.push(t("power", {card: cardText(obs.power_up)}));
  listItems($("resources"), rows);
  listItems($("objectives"), obs.objective_row.map(cardText));
  const mine = [];
  if (me.chosen !== null && me.chosen !== undefined && obs.resource_row[me.chosen]) {
    mine.push(t("picked", {card: cardText(obs.resource_row[me.chosen])}));
  } else if (me.pick) {
    mine.push(t("picked", {card: cardText(me.pick)}));
  }
  if (obs.phase === "draw" || me.due_vertices || me.due_edges) mine.push(t("due", dueWords(me)));
  for (const id of me.saved) mine.push(t("saved", {card: cardText(id)}));
  for (const sheet of me.sheets) for (const id of sheet.objectives) mine.push(t("claimed", {card: cardText(id)}));
  for (const id of me.bonus || []) mine.push(t("bonusCard", {card: cardText(id)}));
  for (const id of me.pending_bonus || []) mine.push(t("pendingCard", {card: cardText(id)}));
  listItems($("mine"), mine);
}

function renderTracks(frame, obs) {
  const table = $("tracks");
  const scores = frame.outcome ? frame.outcome.scores : null;
  const head = [t("player"), t("coins"), t("crossed"), t("objectivesShort")].concat(scores ? [t("score")] : []);
  const rows = [head.map((text) => `<th>${escapeHtml(text)}</th>`).join("")];
  obs.players.forEach((pl, seat) => {
    const crossed = pl.sheets.reduce((sum, sheet) => sum + sheet.crossed, 0);
    const claimed = pl.sheets.reduce((sum, sheet) => sum + sheet.objectives.length, 0);
    const cells = [playerName(seat), pl.circled - pl.spent, crossed, claimed].concat(scores ? [scores[seat]] : []);
    rows.push(`<tr${seat === frame.seat ? ' class="me"' : ""}>${cells.map((c) => `<td>${escapeHtml(String(c))}</td>`).join("")}</tr>`);
  });
  table.innerHTML = rows.map((row, i) => (i === 0 ? `<tr>${row}</tr>` : row)).join("");
}
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// -- the sheet ---------------------------------------------------------------------------------------------
/** Where each vertex of the sheet is drawn: its recorded place, or a circle for those without one. */
function vertexPlaces(sheet) {
  const places = [];
  for (let v = 0; v < sheet.vertices; v++) {
    const p = sheet.positions[v];
    places.push(p ? {x: p[0], y: p[1]} : {x: 150 + 110 * Math.cos(v), y: 150 + 110 * Math.sin(v)});
  }
  return places;
}

function sheetInPlay(me) {
  return me.sheets[me.sheets.length - 1];
}

function renderSheet(frame, me) {
  const svg = $("sheet");
  const sheet = sheetInPlay(me);
  const places = vertexPlaces(sheet);
  const width = svg.clientWidth || 330;
  const height = svg.clientHeight || 300;
  const xs = places.map((p) => p.x);
  const ys = places.map((p) => p.y);
  const pad = VERTEX_R * 2;
  const minX = Math.min(0, ...xs.map((x) => x - pad));
  const minY = Math.min(0, ...ys.map((y) => y - pad));
  const maxX = Math.max(width, ...xs.map((x) => x + pad));
  const maxY = Math.max(height, ...ys.map((y) => y + pad));
  svg.setAttribute("viewBox", `${minX} ${minY} ${maxX - minX} ${maxY - minY}`);
  svg.classList.toggle("drawing", frame.legal.some((m) => DRAWN.has(m.move)));
  const title = document.createElementNS(SVG_NS, "title");
  title.textContent = t("sheetTitle");
  const parts = [title];
  for (const [u, v] of sheet.edges) {
    const line = document.createElementNS(SVG_NS, "line");
    line.setAttribute("class", "edge");
    line.setAttribute("x1", places[u].x); line.setAttribute("y1", places[u].y);
    line.setAttribute("x2", places[v].x); line.setAttribute("y2", places[v].y);
    parts.push(line);
  }
  const frozen = new Set(sheet.frozen);
  places.forEach((p, v) => {
    const circle = document.createElementNS(SVG_NS, "circle");
    circle.setAttribute("class", `vertex${frozen.has(v) ? " frozen" : ""}${page.selected === v ? " selected" : ""}`);
    circle.setAttribute("cx", p.x); circle.setAttribute("cy", p.y); circle.setAttribute("r", VERTEX_R);
    circle.dataset.vertex = String(v);
    const label = document.createElementNS(SVG_NS, "text");
    label.setAttribute("x", p.x); label.setAttribute("y", p.y);
    label.textContent = String(v);
    parts.push(circle, label);
  });
  svg.replaceChildren(...parts);
  page.places = places;
}

function svgPoint(event) {
  const svg = $("sheet");
  const point = svg.createSVGPoint();
  point.x = event.clientX; point.y = event.clientY;
  const p = point.matrixTransform(svg.getScreenCTM().inverse());
  return {x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10};
}

function vertexAt(p) {
  let best = null;
  let bestDistance = HIT_R;
  (page.places || []).forEach((q, v) => {
    const distance = Math.hypot(p.x - q.x, p.y - q.y);
    if (distance <= bestDistance) { best = v; bestDistance = distance; }
  });
  return best;
}

/** The legal edge between u and v, in either order (the frame's own move, sent as listed). */
function legalEdge(u, v) {
  return page.frame.legal.find((m) => m.move === "AddEdge" && ((m.u === u && m.v === v) || (m.u === v && m.v === u)));
}

function setupSheet() {
  const svg = $("sheet");
  let drag = null;
  svg.addEventListener("pointerdown", (event) => {
    if (!page.frame || page.busy) return;
    event.preventDefault();
    const p = svgPoint(event);
    drag = {from: vertexAt(p), start: p, rubber: null};
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener("pointermove", (event) => {
    if (!drag || drag.from === null) return;
    const p = svgPoint(event);
    if (!drag.rubber) {
      drag.rubber = document.createElementNS(SVG_NS, "line");
      drag.rubber.setAttribute("class", "rubber");
      svg.insertBefore(drag.rubber, svg.firstChild.nextSibling);
    }
    const q = page.places[drag.from];
    drag.rubber.setAttribute("x1", q.x); drag.rubber.setAttribute("y1", q.y);
    drag.rubber.setAttribute("x2", p.x); drag.rubber.setAttribute("y2", p.y);
  });
  const finish = (event) => {
    if (!drag) return;
    const p = svgPoint(event);
    const {from, start, rubber} = drag;
    drag = null;
    if (rubber) rubber.remove();
    const to = vertexAt(p);
    const moved = Math.hypot(p.x - start.x, p.y - start.y) > VERTEX_R;
    if (from !== null && to !== null && to !== from && moved) {
      tryEdge(from, to);
    } else if (from !== null && !moved) {
      if (page.selected !== null && page.selected !== from) tryEdge(page.selected, from);
      else { page.selected = page.selected === from ? null : from; render(); }
    } else if (from === null && !moved) {
      const vertex = page.frame.legal.find((m) => m.move === "AddVertex");
      if (vertex) sendMove({...vertex, x: p.x, y: p.y});
    }
  };
  svg.addEventListener("pointerup", finish);
  svg.addEventListener("pointercancel", () => { if (drag && drag.rubber) drag.rubber.remove(); drag = null; });
}

function tryEdge(u, v) {
  const edge = legalEdge(u, v);
  page.selected = null;
  if (edge) sendMove(edge);
  else render();
}

// -- joining -----------------------------------------------------------------------------------------------
function setupJoin() {
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  document.documentElement.lang = LANG === "pt" ? "pt-BR" : "en";
  document.title = t("title");
  const query = new URLSearchParams(location.search);
  $("code").value = query.get("code") || "";
  $("name").value = localStorage.getItem(NAME_KEY) || "";
  const select = $("seat");
  const any = new Option(t("anySeat"), "");
  select.append(any);
  for (let n = 1; n <= 20; n++) select.append(new Option(t("seatN", {n}), String(n - 1)));
  if (query.get("seat") !== null) select.value = query.get("seat");
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    page.stopped = false;
    $("join-button").disabled = true;
    const seat = select.value === "" ? null : Number(select.value);
    const storedSeat = localStorage.getItem(SEAT_KEY);
    const token = seat === null || String(seat) === storedSeat ? localStorage.getItem(TOKEN_KEY) : null;
    localStorage.setItem(NAME_KEY, $("name").value.trim());
    connect({type: "hello", v: 1, code: $("code").value.trim(), name: $("name").value.trim(),
             seat: token ? Number(storedSeat) : seat, token});
  });
}

setInterval(() => { if (page.ws && page.ws.readyState === WebSocket.OPEN) page.ws.send('{"type":"ping"}'); }, 20000);
setupJoin();
setupSheet();
loadCards().then(() => { if (page.frame) render(); });
if (localStorage.getItem(TOKEN_KEY)) rejoin();  // a reload takes the same seat back
