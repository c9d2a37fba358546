// The card game's device page (docs/protocol.md): join a seat (alone or in its team), show that seat's frame,
// draw on its sheet. The app is the only authority: the page sends only moves that the frame's `legal` lists,
// and says the app's refusals in words. A dropped connection is taken up again by itself with the token kept
// on the device; a move made meanwhile waits on the device (kept across a reload) and is sent once the seat is
// back, if the step it was made in is still the one being played. Plain JavaScript, nothing fetched but this
// host's own files.
"use strict";

const STRINGS = {
  en: {
    tableBoard: "Table {n}: {board}", chooseBoard: "Choose your table's board (until the start)",
    useBoard: "Play on this board",
    title: "Graph Games", code: "Join code", name: "Your name", seat: "Seat", anySeat: "Any seat",
    computerName: "Computer", className: "The class",
    seatN: "Seat {n}", seatFree: "Seat {n}: free", seatHeld: "Seat {n}: {names}", seatComputer: "Seat {n}: the computer",
    takeSeat: "Take this seat", joinTeam: "Join the team of {names}", joinAny: "Join any seat (or a team)",
    round: "Round {n}", lastRound: "last round",
    rowResources: "Face-up cards", rowObjectives: "Objectives", yours: "Yours", tracks: "The table",
    player: "Player", coins: "Coins", crossed: "Crossed", objectivesShort: "Obj.", score: "Score", step: "This step",
    done: "✓\u00a0done", choosing: "…\u00a0choosing",
    connecting: "Connecting…", reconnecting: "Connection lost: reconnecting in {s} s…",
    replaced: "Your seat was taken back on another device with this one's key.", takeBack: "Take my seat back here",
    removed: "The teacher took this device off its seat. You may join again.",
    closed: "The teacher closed the game.", tryAgain: "Try to connect again",
    waitingStart: "Waiting for the game to start.", waitingFor: "Waiting for {name}.", waitingOthers: "Waiting for the others.",
    paused: "The teacher paused the game.", timeLeft: "Time left: {t}", computerPlays: "The computer plays your seat.",
    undo: "Take back my last move",
    pick: "Your turn: pick a face-up card.", bonus: "Your turn: keep one bonus card, discard the other.",
    draw: "Your turn: draw {what}. Tap the sheet for a vertex; drag from a vertex to another for an edge.",
    and: " and ", nothing: "nothing more",
    vertex1: "1 vertex", vertexN: "{n} vertices", edge1: "1 edge", edgeN: "{n} edges", powers: "Use the extra power ({n} ways)", powers1: "Use the extra power",
    move1: "1 move", moveN: "{n} moves",
    claim: "Your turn: claim an objective, or pass.", refresh: "Your turn: refresh the objectives, or pass.",
    contest: "Your turn: {claim} Ask for proof, or let the claim stand.", openClaim: "{name} claims {card}.", ownClaim: "You claim {card}.",
    move: "Your turn.",
    over: "The game is over.", winners: "Winner: {names}.", you: "you", sheetTitle: "Your sheet",
    PickResource: "Take: {card}", EndDrawing: "End drawing", TimeUp: "Stop drawing (the edges left cross boxes)",
    AdjustDraw: "Power: {dv} vertices, {de} edges to draw", SwapDraw1: "Power: one vertex becomes an edge",
    SwapDraw0: "Power: one edge becomes a vertex", SaveObjective: "Power: save {card}", DrawBonus: "Power: draw bonus cards",
    DiscardBonus: "Discard: {card}", Claim: "Claim: {card}", ClaimAt: "Claim: {card} (components at {vs})",
    ContestClaim: "Ask for proof", AcceptClaim: "Let the claim stand", Refresh: "Refresh the objectives (cross 2 boxes)",
    Pass: "Pass", power: "Extra power: {card}", picked: "Your pick: {card}", saved: "Saved: {card}",
    claimed: "Claimed: {card}", bonusCard: "Bonus: {card}", pendingCard: "To keep or discard: {card}",
    due: "Still to draw: {what}.",
    offline: "Not connected. What you do now waits on this phone ({moves}) and is sent when the connection is back.",
    unsentSent: "What you did offline was sent ({moves}).",
    unsentDropped: "The game moved on while you were offline: what you did then was dropped ({moves}). Look and play again.",
    refused: "The app refused that move ({code}).", error: "The app did not take that ({code}).",
    codes: {
      not_your_turn: "It is not your turn.", stale: "The game moved on: try again.", loop: "An edge needs two different vertices.",
      double_edge: "Those two vertices are joined already.", frozen_component: "That part of the sheet is frozen.",
      no_vertex_due: "No vertex is left to draw.", no_edge_due: "No edge is left to draw.",
      paused: "The teacher paused the game: wait until it goes on.", game_over: "The game is over.",
      nothing_to_undo: "There is no move of yours to take back.", not_allowed: "That is not yours to do.",
      computer_to_move: "The computer is playing.",
      wrong_code: "That join code is not this game's.", seat_taken: "That seat is taken: you may join its team.",
      no_free_seat: "Every seat is taken.", team_full: "That seat's team is full: pick another seat.",
      vote: "The class votes for this move: vote for it.", no_vote_open: "There is no vote open for you now.",
      already_voted: "You have already voted on this position.", no_such_table: "There is no such table.",
      board_fixed: "This table's board cannot be changed now.", no_such_board: "That board is not one of those offered.",
      not_started: "The teacher has not started the game yet: wait for the start.",
      no_such_seat: "There is no such seat for a person.", bad_name: "Type a name (at most 32 letters).",
      bad_token: "This device's seat is not known to the host any more: join again.",
      version: "This page is older than the app: reload it.",
    },
  },
  pt: {
    tableBoard: "Mesa {n}: {board}", chooseBoard: "Escolham o tabuleiro da sua mesa (até o início)",
    useBoard: "Jogar neste tabuleiro",
    title: "Jogos de Grafos", code: "Código de entrada", name: "Seu nome", seat: "Lugar",
    computerName: "Computador", className: "A turma",
    anySeat: "Qualquer lugar", seatN: "Lugar {n}", seatFree: "Lugar {n}: livre", seatHeld: "Lugar {n}: {names}",
    seatComputer: "Lugar {n}: o computador", takeSeat: "Ocupar este lugar", joinTeam: "Entrar na equipe de {names}",
    joinAny: "Entrar em qualquer lugar (ou equipe)",
    round: "Rodada {n}", lastRound: "última rodada",
    rowResources: "Cartas abertas", rowObjectives: "Objetivos", yours: "Suas cartas", tracks: "A mesa",
    player: "Jogador", coins: "Moedas", crossed: "Riscos", objectivesShort: "Obj.", score: "Pontos", step: "Nesta etapa",
    done: "✓\u00a0pronto", choosing: "…\u00a0escolhendo",
    connecting: "Conectando…", reconnecting: "Conexão perdida: reconectando em {s} s…",
    replaced: "Seu lugar foi retomado em outro aparelho com a chave deste.", takeBack: "Retomar meu lugar aqui",
    removed: "O professor tirou este aparelho do lugar. Você pode entrar de novo.",
    closed: "O professor encerrou o jogo.", tryAgain: "Tentar conectar de novo",
    waitingStart: "Esperando o jogo começar.", waitingFor: "Esperando {name}.", waitingOthers: "Esperando os outros.",
    paused: "O professor pausou o jogo.", timeLeft: "Tempo restante: {t}", computerPlays: "O computador joga no seu lugar.",
    undo: "Desfazer minha última jogada",
    pick: "Sua vez: escolha uma carta aberta.", bonus: "Sua vez: fique com uma carta bônus e descarte a outra.",
    draw: "Sua vez: desenhe {what}. Toque na folha para um vértice; arraste de um vértice a outro para uma aresta.",
    and: " e ", nothing: "mais nada",
    vertex1: "1 vértice", vertexN: "{n} vértices", edge1: "1 aresta", edgeN: "{n} arestas", powers: "Usar o poder extra ({n} jeitos)", powers1: "Usar o poder extra",
    move1: "1 jogada", moveN: "{n} jogadas",
    claim: "Sua vez: reivindique um objetivo ou passe.", refresh: "Sua vez: renove os objetivos ou passe.",
    contest: "Sua vez: {claim} Peça a prova ou aceite a reivindicação.", openClaim: "{name} reivindica {card}.", ownClaim: "Você reivindica {card}.",
    move: "Sua vez.",
    over: "O jogo terminou.", winners: "Vencedor: {names}.", you: "você", sheetTitle: "Sua folha",
    PickResource: "Pegar: {card}", EndDrawing: "Terminar o desenho", TimeUp: "Parar de desenhar (as arestas que faltam riscam casas)",
    AdjustDraw: "Poder: {dv} vértices, {de} arestas a desenhar", SwapDraw1: "Poder: um vértice vira aresta",
    SwapDraw0: "Poder: uma aresta vira vértice", SaveObjective: "Poder: guardar {card}", DrawBonus: "Poder: comprar cartas bônus",
    DiscardBonus: "Descartar: {card}", Claim: "Reivindicar: {card}", ClaimAt: "Reivindicar: {card} (componentes em {vs})",
    ContestClaim: "Pedir a prova", AcceptClaim: "Aceitar a reivindicação", Refresh: "Renovar os objetivos (riscar 2 casas)",
    Pass: "Passar", power: "Poder extra: {card}", picked: "Sua escolha: {card}", saved: "Guardado: {card}",
    claimed: "Reivindicado: {card}", bonusCard: "Bônus: {card}", pendingCard: "Para ficar ou descartar: {card}",
    due: "Falta desenhar: {what}.",
    offline: "Sem conexão. O que você fizer agora fica guardado neste aparelho ({moves}) e é enviado quando a conexão voltar.",
    unsentSent: "O que você fez sem conexão foi enviado ({moves}).",
    unsentDropped: "O jogo andou enquanto você estava sem conexão: o que você fez nesse tempo foi descartado ({moves}). Veja e jogue de novo.",
    refused: "O app recusou essa jogada ({code}).", error: "O app não aceitou isso ({code}).",
    codes: {
      not_your_turn: "Não é a sua vez.", stale: "O jogo andou: tente de novo.", loop: "Uma aresta liga dois vértices diferentes.",
      double_edge: "Esses dois vértices já estão ligados.", frozen_component: "Essa parte da folha está congelada.",
      no_vertex_due: "Não falta desenhar vértice.", no_edge_due: "Não falta desenhar aresta.",
      paused: "O professor pausou o jogo: espere até ele continuar.", game_over: "O jogo terminou.",
      nothing_to_undo: "Não há jogada sua para desfazer.", not_allowed: "Isso não cabe a você.",
      computer_to_move: "O computador está jogando.",
      wrong_code: "Esse código não é o deste jogo.", seat_taken: "Esse lugar está ocupado: você pode entrar na equipe dele.",
      no_free_seat: "Todos os lugares estão ocupados.", team_full: "A equipe desse lugar está cheia: escolha outro lugar.",
      vote: "A turma vota nesta jogada: vote nela.", no_vote_open: "Não há votação aberta para você agora.",
      already_voted: "Você já votou nesta posição.", no_such_table: "Não existe essa mesa.",
      board_fixed: "O tabuleiro desta mesa não pode mais mudar.", no_such_board: "Esse tabuleiro não é um dos oferecidos.",
      not_started: "O professor ainda não começou o jogo: espere o início.",
      no_such_seat: "Não há esse lugar para uma pessoa.", bad_name: "Digite um nome (até 32 letras).",
      bad_token: "O app não conhece mais o lugar deste aparelho: entre de novo.",
      version: "Esta página é mais antiga que o app: recarregue-a.",
    },
  },
};
const LANG = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
const CARD_LANG = LANG === "pt" ? "pt_BR" : "en";
const S = STRINGS[LANG];
const TOKEN_KEY = "graphgames-token";
const SEAT_KEY = "graphgames-seat";
const NAME_KEY = "graphgames-name";
const UNSENT_KEY = "graphgames-unsent-";  // + the token: the moves made while the connection was down
const SVG_NS = "http://www.w3.org/2000/svg";
const VERTEX_R = 16;
const HIT_R = 30;
const FIRST_DELAY = 500;  // ms before the first reconnection; doubled after each failure up to LAST_DELAY
const LAST_DELAY = 5000;
const GONE = 1001;  // the host closes every connection with this when the teacher ends the game
const PING_MS = 20000;  // a ping this often; the host answers each with a pong
// A connection that has heard nothing this long, not even a pong, is dead though the browser has not said so
// (a phone that slept, a Wi-Fi that changed): it is let go and the seat taken back on a new one.
const SILENT_MS = 2.5 * PING_MS;
const STALE_RETRIES = 5;  // a move refused as stale by another seat's move in the same step is sent again

/** A sentence of the table with its {placeholders} filled. */
function t(key, values = {}) {
  const text = key in S ? S[key] : key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

/** "1 vertex", "3 edges": a count with its noun. */
const counted = (n, noun) => t(n === 1 ? `${noun}1` : `${noun}N`, {n});
/** What is still to draw, less what waits on the device, its zero counts left out: "2 vertices and 1 edge",
 * "1 edge", "nothing more". */
function dueWords(pl) {
  const kept = page.unsent ? page.unsent.moves : [];
  const vertices = pl.due_vertices - kept.filter((m) => m.move === "AddVertex").length;
  const edges = pl.due_edges - kept.filter((m) => m.move === "AddEdge").length;
  const parts = [];
  if (vertices > 0) parts.push(counted(vertices, "vertex"));
  if (edges > 0) parts.push(counted(edges, "edge"));
  return {what: parts.length ? parts.join(t("and")) : t("nothing")};
}
/** An error or refusal in the device's language: its own words for the code, else the host's (in the host's
 * language: better than a bare code), else the code. */
const codeWords = (message) => S.codes[message.code]
  || (page.frame && window.GGBoard && GGBoard.codeText(page.frame.game, message.code, LANG))  // a board game's own
  || message.text || t("error", {code: message.code});

const $ = (id) => document.getElementById(id);
const page = {
  ws: null, looker: null, seat: null, joined: false, game: null, started: null, heardAt: 0, board: null, boardSerial: null, choiceName: null, lastId: -1, frame: null, frameAt: 0, lobby: null, cards: new Map(), busy: false,
  selected: null, hostLang: null, reconnectDelay: FIRST_DELAY, retryTimer: null, stopped: false, takenSeat: null,
  unsent: null,  // {step, moves, sent}: moves made while offline, all on the frame of step `step`
  inFlight: null,  // {move, step, at_ply, tries, kept}: the move sent and not answered yet
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
const online = () => page.joined && page.ws !== null && page.ws.readyState === WebSocket.OPEN;

function connect(hello) {
  clearTimeout(page.retryTimer);
  page.retryTimer = null;
  page.stopped = false;
  showNotice("");
  $("connection").textContent = t("connecting");
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  page.ws = ws;
  page.joined = false;
  ws.onopen = () => {
    page.heardAt = performance.now();
    ws.send(JSON.stringify(hello));
  };
  ws.onmessage = (event) => {
    if (page.ws !== ws) return;
    page.heardAt = performance.now();
    window.__received.push(event.data);
    receive(JSON.parse(event.data));
  };
  ws.onclose = (event) => {
    if (page.ws === ws) connectionLost(event.code);
  };
}

/** The connection is gone (closed by the host or the network, or let go as dead): the seat is taken back on a
 * new one, unless the teacher ended the game. */
function connectionLost(code) {
  page.joined = false;
  page.busy = false;
  keepInFlight();
  if (page.stopped) return;
  if (code === GONE) {
    page.stopped = true;
    $("connection").textContent = "";
    showNotice(t("closed"), t("tryAgain"), rejoin);
  } else if (localStorage.getItem(TOKEN_KEY)) {
    retryLater();
  } else {
    showJoin("");
  }
  if (page.frame) render();
}

/** A joined connection silent for SILENT_MS is let go (its close may take minutes to come) and replaced. */
function watchdog() {
  if (!online() || performance.now() - page.heardAt < SILENT_MS) return;
  const ws = page.ws;
  page.ws = null;
  ws.close();
  connectionLost(null);
}

/** Try again after the current delay (doubled each time, up to LAST_DELAY), saying so. */
function retryLater() {
  $("connection").textContent = t("reconnecting", {s: (page.reconnectDelay / 1000).toFixed(1)});
  page.retryTimer = setTimeout(rejoin, page.reconnectDelay);
  page.reconnectDelay = Math.min(page.reconnectDelay * 2, LAST_DELAY);
}

/** Back on the network or on screen: a pending retry is made now rather than after its delay. */
function retryNow() {
  if (page.retryTimer !== null && !page.stopped) rejoin();
}

function rejoin() {
  const seat = localStorage.getItem(SEAT_KEY);
  connect({type: "hello", v: 1, code: $("code").value.trim(), name: localStorage.getItem(NAME_KEY) || "?",
           seat: seat === null ? null : Number(seat), token: localStorage.getItem(TOKEN_KEY)});
}

/** A board game's board (board.js draws it): fetched once, and again when the table began again on another
 * (`serial` says which drawing is current). */
function loadBoard(table, serial) {
  if (page.boardSerial === serial) return;
  page.boardSerial = serial;
  page.board = null;  // a frame of the new board is never drawn on the old one
  fetch(`/board.json?table=${table}&v=${serial}`).then((response) => response.json())
    .then((board) => {
      if (page.boardSerial !== serial) return;  // another board came meanwhile
      page.board = board;
      if (page.frame) render();
    });
}

/** The table's board by name and, until the start where the pair may choose it, the library's boards. */
function showBoardChoice(lobby) {
  const offered = lobby.boards || [];
  const box = $("board-choice");
  box.hidden = !(lobby.tables > 1 && (lobby.board_name || offered.length));
  $("board-name").textContent = lobby.board_name ? t("tableBoard", {n: lobby.table + 1, board: lobby.board_name}) : "";
  $("board-picker").hidden = !offered.length;
  const select = $("board-select");
  const current = offered.find((board) => board.name === lobby.board_name);
  // Another board now: it shows as the one chosen; else what this student was choosing stays.
  const kept = page.choiceName === lobby.board_name ? select.value : (current ? current.id : "");
  page.choiceName = lobby.board_name;
  select.replaceChildren(...offered.map((board) => {
    const option = document.createElement("option");
    option.value = board.id;
    option.textContent = board.name;
    return option;
  }));
  if (offered.some((board) => board.id === kept)) select.value = kept;
}

function chooseBoard() {
  const board = $("board-select").value;
  if (board && online()) page.ws.send(JSON.stringify({type: "board", board}));
}

function sendIntent(intent) {
  page.ws.send(JSON.stringify({type: "intent", intent}));
}

/** Play `move` (one of the frame's legal moves): sent now, or kept on the device while the connection is down. */
function sendMove(move) {
  if (page.busy || !page.frame) return;
  page.selected = null;
  if (page.frame.paused) {
    showProblem(S.codes.paused);
    render();
    return;
  }
  showProblem("");
  if (!online()) {
    if (page.stopped || !mayKeep(move)) return;
    page.unsent = page.unsent || {step: stepKey(page.frame), moves: [], sent: 0};
    page.unsent.moves.push(move);
    saveUnsent();
    render();
    return;
  }
  send(move, 0);
}

/** Send a move; `kept`: it waited on the device. The page is busy until its answer: the frame where it was
 * played, or a refusal. */
function send(move, tries, kept = false) {
  page.busy = true;
  const vote = page.frame.vote && page.frame.vote.open;  // the class chooses this seat's move: a vote
  page.inFlight = {move, step: stepKey(page.frame), at_ply: page.frame.live_ply, tries, kept, vote};
  sendIntent(vote ? {kind: "vote", move, at_ply: page.frame.live_ply}
                  : {kind: "play", move, at_ply: page.frame.live_ply, seat: null});
}

/** Whether `frame` answers the move in flight: it shows that move played by this seat (a frame of another
 * seat's move that came first is not the answer: a refusal as stale follows it). */
function answers(frame) {
  const sent = page.inFlight;
  if (!sent) return true;
  if (sent.vote) return Boolean(frame.vote && frame.vote.mine) || frame.live_ply > sent.at_ply;
  // In a step taken together the move may land after other seats' moves made meanwhile (many: the frame's
  // move list may no longer hold it): this seat's first move after the position it was made on answers it.
  return frame.own_last !== null && frame.own_last > sent.at_ply;
}

function undo() {
  if (page.busy || !online()) return;
  page.busy = true;
  page.inFlight = null;  // any frame answers it
  showProblem("");
  sendIntent({kind: "undo", last: null});
}

// -- moves kept while offline ------------------------------------------------------------------------------
/** What a move depends on besides its own seat's turn: the round, the step, the rows and this seat's sheet and
 * counts. Another seat's move in the same step changes none of them (only the ply). */
function stepKey(frame) {
  if (frame.game !== "cards") return String(frame.live_ply);  // a board game's move is made on one position
  const obs = frame.observation;
  const me = obs.players[frame.seat];
  return JSON.stringify([obs.round, obs.phase, obs.resource_row, obs.objective_row, obs.power_up, me.sheets.length,
                         sheetInPlay(me).vertices, sheetInPlay(me).edges, me.due_vertices, me.due_edges, me.spent,
                         me.picked, me.chosen, me.done_drawing, me.passed, me.claim_used, me.used_power]);
}

const sameMove = (a, b) => JSON.stringify(bare(a)) === JSON.stringify(bare(b));
/** A move without where it was drawn (the place of a vertex, the curve of an edge): what the rules read. */
function bare(move) {
  const {x, y, points, ...rest} = move;
  return rest;
}

/** Whether a move made offline may wait for the connection: nothing after a move that is not drawn (what is
 * legal after it is not known), no more vertices or edges than are due, an edge not twice. */
function mayKeep(move) {
  if (page.frame.game !== "cards") return false;  // a board game's move waits for nobody: it is made online
  const kept = page.unsent ? page.unsent.moves : [];
  if (kept.some((m) => !DRAWN.has(m.move))) return false;
  if (kept.length && !DRAWN.has(move.move)) return false;
  const me = page.frame.observation.players[page.frame.seat];
  if (move.move === "AddVertex") return kept.filter((m) => m.move === "AddVertex").length < me.due_vertices;
  if (move.move === "AddEdge") {
    return kept.filter((m) => m.move === "AddEdge").length < me.due_edges && !kept.some((m) => sameMove(m, move));
  }
  return true;
}

function saveUnsent() {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return;
  if (page.unsent && page.unsent.moves.length) localStorage.setItem(UNSENT_KEY + token, JSON.stringify(page.unsent));
  else localStorage.removeItem(UNSENT_KEY + token);
}

function loadUnsent() {
  const token = localStorage.getItem(TOKEN_KEY);
  try {
    page.unsent = token ? JSON.parse(localStorage.getItem(UNSENT_KEY + token) || "null") : null;
  } catch (_) {
    page.unsent = null;
  }
}

/** A move whose answer the dropped connection took with it: kept first, and on the next frame dropped
 * if that frame shows it played, else sent again if its step is still the one played. */
function keepInFlight() {
  const sent = page.inFlight;
  page.inFlight = null;
  if (!sent) return;
  const moves = page.unsent ? page.unsent.moves : [];
  page.unsent = {step: sent.step, moves: [sent.move, ...moves], sent: page.unsent ? page.unsent.sent : 0, at_ply: sent.at_ply};
  saveUnsent();
}

/** On a frame while online: the next kept move goes if its step is still the one played and it is still
 * legal; else every kept move is dropped, said in words. */
function sendUnsent() {
  const kept = page.unsent;
  if (!kept || page.busy || !online()) return;
  const frame = page.frame;
  if (kept.at_ply !== undefined) {  // a move whose answer was lost: played already?
    const played = frame.moves.find((m) => m.ply > kept.at_ply && m.seat === frame.seat);
    if (frame.own_last !== null && frame.own_last > kept.at_ply && (!played || sameMove(played.move, kept.moves[0]))) {
      kept.moves.shift();
      kept.step = stepKey(frame);
    }
    delete kept.at_ply;
  }
  if (!kept.moves.length) {
    page.unsent = null;
    saveUnsent();
    return;
  }
  const legal = kept.step === stepKey(page.frame) ? page.frame.legal.find((m) => sameMove(m, kept.moves[0])) : null;
  if (!legal) {
    dropUnsent();
    return;
  }
  const move = kept.moves.shift();
  kept.sent += 1;
  saveUnsent();
  send(move, 0, true);
}

/** Every kept move dropped (`extra`: and the one just refused), said in words. */
function dropUnsent(extra = 0) {
  const count = page.unsent.moves.length + extra;
  page.unsent = null;
  saveUnsent();
  showProblem(t("unsentDropped", {moves: counted(count, "move")}));
}

// -- messages in -------------------------------------------------------------------------------------------
function receive(message) {
  switch (message.type) {
    case "welcome":
      page.seat = message.seat;
      page.game = message.game;
      if (page.game === "cards" && !page.cards.size) {
        loadCards().then(() => { if (page.frame) render(); });
      } else if (page.game !== "cards") {
        loadBoard(message.table || 0, message.board || 0);
      }
      page.hostLang = message.lang;
      page.joined = true;
      page.reconnectDelay = FIRST_DELAY;
      page.lastId = -1;  // a restarted host counts its frames afresh
      localStorage.setItem(TOKEN_KEY, message.token);
      localStorage.setItem(SEAT_KEY, String(message.seat));
      localStorage.setItem(NAME_KEY, message.name);
      loadUnsent();
      $("connection").textContent = "";
      showNotice("");
      $("join-screen").hidden = true;
      $("game-screen").hidden = false;
      if (!page.frame) $("status").textContent = t("waitingStart");
      break;
    case "lobby":
      page.lobby = message.seats;
      page.started = message.started;
      fillSeats();
      if (page.joined && page.game !== "cards") {
        loadBoard(message.table || 0, message.board || 0);
        showBoardChoice(message);
      }
      if (page.frame) render();
      break;
    case "frame":
      if (message.id < page.lastId) return;  // an older frame than the one shown
      page.lastId = message.id;
      page.frame = message.frame;
      page.frameAt = performance.now();
      if (answers(page.frame)) {
        const kept = page.inFlight && page.inFlight.kept;
        page.busy = false;
        page.inFlight = null;
        if (kept && page.unsent) {  // the next kept move is judged on the step as this one left it
          page.unsent.step = stepKey(page.frame);
          if (!page.unsent.moves.length) {
            showProblem(t("unsentSent", {moves: counted(page.unsent.sent, "move")}));
            page.unsent = null;
          }
          saveUnsent();
        }
      }
      render();
      sendUnsent();
      break;
    case "refused":
      refused(message);
      break;
    case "error":
      failed(message);
      break;
    default:
      break;
  }
}

function refused(message) {
  const sent = page.inFlight;
  page.busy = false;
  page.inFlight = null;
  // Another seat played in the same step (together): the move is as good as it was, so it goes again.
  if (message.code === "stale" && sent && sent.tries < STALE_RETRIES && page.frame && sent.step === stepKey(page.frame)) {
    if (page.frame.legal.some((m) => sameMove(m, sent.move))) {
      send(sent.move, sent.tries + 1, sent.kept);
      return;
    }
  }
  if (sent && sent.kept && page.unsent) dropUnsent(1);
  else showProblem(codeWords(message));
  if (page.frame) render();
}

function failed(message) {
  page.busy = false;
  const code = message.code;
  if (code === "replaced") {
    page.stopped = true;
    $("connection").textContent = "";
    showNotice(t("replaced"), t("takeBack"), rejoin);
  } else if (code === "removed" || code === "bad_token") {
    forgetSeat();
    page.stopped = true;
    showJoin(code === "removed" ? t("removed") : codeWords(message));
  } else if (["wrong_code", "seat_taken", "no_free_seat", "no_such_seat", "bad_name", "version", "team_full"].includes(code)) {
    page.stopped = true;
    page.ws.close();
    if (code === "seat_taken") page.takenSeat = Number($("seat").value);
    showJoin(codeWords(message));
  } else {
    showProblem(codeWords(message));
  }
}

function forgetSeat() {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) localStorage.removeItem(UNSENT_KEY + token);
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SEAT_KEY);
  page.unsent = null;
  page.frame = null;
  page.seat = null;
  page.lobby = null;  // it still shows this device on its seat
}

function showProblem(text) {
  $("problem").textContent = text;
  $("problem").hidden = !text;
}

/** A message on top of the page, with one button (`action`) or none. */
function showNotice(text, label = "", action = null) {
  $("notice").hidden = !text;
  $("notice-text").textContent = text;
  const button = $("notice-button");
  button.hidden = !action;
  button.textContent = label;
  button.onclick = action;
}

function showJoin(why) {
  $("connection").textContent = "";
  showNotice("");
  $("join-screen").hidden = false;
  $("game-screen").hidden = true;
  $("join-button").disabled = false;
  $("join-problem").textContent = why;
  $("join-problem").hidden = !why;
  fillSeats();
}

// -- the frame ---------------------------------------------------------------------------------------------
function playerName(seat) {
  const entry = page.lobby && page.lobby.find((s) => s.seat === seat);
  let name = entry && entry.name ? entry.name : t("seatN", {n: seat + 1});
  if (entry && entry.kind === "computer") name = t("computerName");  // a seat the computer plays
  else if (entry && entry.members && entry.members.length > 2) name = t("className");  // a class voting on it
  return seat === page.seat ? `${name} (${t("you")})` : name;
}

/** Whether the lobby says the computer plays `seat` (the teacher gave it to the computer). */
function computerPlays(seat) {
  const entry = page.lobby && page.lobby.find((s) => s.seat === seat);
  return Boolean(entry) && entry.kind === "computer";
}

/** A board game: board.js draws and plays it (its header says how); the card game's parts are hidden. */
function renderBoard() {
  for (const node of document.querySelectorAll("#round, #status, #actions, #sheet, #powers, #game-screen h2, #game-screen .cards, #tracks")) {
    node.style.display = "none";
  }
  $("who").textContent = playerName(page.seat);
  $("board").hidden = false;
  $("undo").hidden = !page.frame.can_undo;
  renderClock();
  if (page.board) {
    // Before the teacher's Start nothing may be played: the board shows, and says it waits for the start.
    const frame = page.started === false ? {...page.frame, legal: [], not_started: true} : page.frame;
    GGBoard.render($("board"), {frame, board: page.board, seat: page.seat, lang: LANG, send: sendMove,
                                name: playerName, busy: page.busy});
  }
}

function render() {
  if (page.game !== "cards") {
    renderBoard();
    return;
  }
  const frame = page.frame;
  const obs = frame.observation;
  const me = obs.players[frame.seat];
  $("who").textContent = playerName(frame.seat);
  $("round").textContent = t("round", {n: obs.round}) + (obs.last_round ? ` · ${t("lastRound")}` : "");
  $("status").textContent = statusText(frame, obs, me);
  $("computer-banner").hidden = !computerPlays(frame.seat);
  $("paused-banner").hidden = !frame.paused;
  renderClock();
  renderOffline();
  renderActions(frame);
  renderCards(obs, me);
  renderTracks(frame, obs);
  renderSheet(frame, me);
}

/** The step's time left: what the frame said, less the time since it came (still while paused). */
function renderClock() {
  const frame = page.frame;
  const clock = $("clock");
  clock.hidden = !frame || frame.time_left === null || frame.time_left === undefined || frame.outcome !== null;
  if (clock.hidden) return;
  const passed = frame.paused ? 0 : (performance.now() - page.frameAt) / 1000;
  const left = Math.max(0, Math.ceil(frame.time_left - passed));
  clock.textContent = t("timeLeft", {t: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`});
  clock.classList.toggle("short", left <= 10);
}

function renderOffline() {
  const kept = page.unsent ? page.unsent.moves.length : 0;
  const box = $("offline");
  box.hidden = online() || page.stopped;
  box.textContent = t("offline", {moves: counted(kept, "move")});
}

const hostSpeaksMine = () => Boolean(page.hostLang) && page.hostLang.toLowerCase().startsWith(LANG);

function statusText(frame, obs, me) {
  // The host's own sentences about the frame, when it speaks the device's language (the app in Portuguese
  // words a frame in Portuguese: a phone in English says it itself).
  // When this seat acts, the page's own instruction says what to do on this page (tap, drag, the buttons).
  const acting = frame.legal.length > 0 && !frame.outcome;
  const words = hostSpeaksMine() && !acting ? Object.values(frame.words || {}).filter(Boolean) : [];
  if (words.length) return words.join(" ");
  if (frame.outcome) {
    const names = frame.outcome.winners.map(playerName).join(", ");
    return `${t("over")} ${names ? t("winners", {names}) : ""}`;
  }
  const open = obs.open_claim;
  const claim = !open ? "" : open.player === frame.seat ? t("ownClaim", {card: cardText(open.card)})
    : t("openClaim", {name: playerName(open.player), card: cardText(open.card)});
  if (frame.legal.length) {
    if (obs.phase === "draw") return t("draw", dueWords(me));
    if (obs.open_claim) return t("contest", {claim});
    return obs.phase in S ? t(obs.phase) : t("move");
  }
  let waiting = t("waitingFor", {name: playerName(frame.turn)});
  if (frame.turn === frame.seat && computerPlays(frame.seat)) waiting = S.codes.computer_to_move;
  else if (frame.turn === frame.seat && frame.paused) waiting = S.codes.paused;
  else if (frame.turn === null || frame.turn === undefined || frame.turn === frame.seat || frame.active.length > 1) {
    waiting = t("waitingOthers");
  }
  return claim ? `${claim} ${waiting}` : waiting;
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

/** Whether what `part` shows is made of other `inputs` than when it was last drawn. A frame of another seat's
 * move (many a step, when all act at once) leaves this seat's buttons and sheet as they are, so that a finger
 * on them is not lost to a redraw. */
const drawnFrom = {};
function changed(part, inputs) {
  const key = JSON.stringify(inputs);
  if (drawnFrom[part] === key) return false;
  drawnFrom[part] = key;
  return true;
}

function renderActions(frame) {
  const kept = page.unsent ? page.unsent.moves : [];
  if (!changed("actions", [frame.legal, frame.observation.resource_row, frame.paused, frame.can_undo, frame.outcome !== null,
                           page.busy, online(), kept, page.cards.size])) return;
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
    button.disabled = page.busy || frame.paused || (kept.length > 0 && !(online() || mayKeep(move)));
    button.addEventListener("click", () => sendMove(move));
    if (POWER.has(move.move)) powerButtons.push(button); else box.append(button);
  }
  const summary = document.createElement("summary");
  summary.textContent = powerButtons.length === 1 ? t("powers1") : t("powers", {n: powerButtons.length});
  powers.replaceChildren(summary, ...powerButtons);
  powers.hidden = !powerButtons.length;
  powers.open = wasOpen && powerButtons.length > 0;
  const undoButton = $("undo");
  undoButton.hidden = !frame.can_undo || frame.outcome !== null;
  undoButton.disabled = page.busy || !online() || frame.paused;
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

/** Who has acted in a pick or draw step (never what they chose): still acting, done, or not yet asked. */
function stepCell(frame, obs, seat) {
  if (!["pick", "draw"].includes(obs.phase) || frame.outcome) return "";
  if ((frame.active || []).includes(seat)) return t("choosing");
  const pl = obs.players[seat];
  return (obs.phase === "pick" ? pl.picked : pl.done_drawing) ? t("done") : "";
}

function renderTracks(frame, obs) {
  const table = $("tracks");
  const scores = frame.outcome ? frame.outcome.scores : null;
  const stepShown = !scores && ["pick", "draw"].includes(obs.phase);
  const head = [t("player"), t("coins"), t("crossed"), t("objectivesShort")]
    .concat(stepShown ? [t("step")] : []).concat(scores ? [t("score")] : []);
  const rows = [`<tr>${head.map((text) => `<th>${escapeHtml(text)}</th>`).join("")}</tr>`];
  obs.players.forEach((pl, seat) => {
    const crossed = pl.sheets.reduce((sum, sheet) => sum + sheet.crossed, 0);
    const claimed = pl.sheets.reduce((sum, sheet) => sum + sheet.objectives.length, 0);
    const cells = [playerName(seat), pl.circled - pl.spent, crossed, claimed]
      .concat(stepShown ? [stepCell(frame, obs, seat)] : []).concat(scores ? [scores[seat]] : []);
    rows.push(`<tr data-seat="${seat}"${seat === frame.seat ? ' class="me"' : ""}>`
              + `${cells.map((c) => `<td>${escapeHtml(String(c))}</td>`).join("")}</tr>`);
  });
  table.innerHTML = rows.join("");
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

function svgLine(cls, p, q) {
  const line = document.createElementNS(SVG_NS, "line");
  line.setAttribute("class", cls);
  line.setAttribute("x1", p.x); line.setAttribute("y1", p.y);
  line.setAttribute("x2", q.x); line.setAttribute("y2", q.y);
  return line;
}

function svgVertex(cls, p, label) {
  const circle = document.createElementNS(SVG_NS, "circle");
  circle.setAttribute("class", cls);
  circle.setAttribute("cx", p.x); circle.setAttribute("cy", p.y); circle.setAttribute("r", VERTEX_R);
  const text = document.createElementNS(SVG_NS, "text");
  text.setAttribute("x", p.x); text.setAttribute("y", p.y);
  text.textContent = label;
  return [circle, text];
}

function renderSheet(frame, me) {
  const svg = $("sheet");
  const sheet = sheetInPlay(me);
  const places = vertexPlaces(sheet);
  const kept = page.unsent ? page.unsent.moves : [];
  const width = svg.clientWidth || 330;
  const height = svg.clientHeight || 300;
  const drawable = !frame.paused && frame.legal.some((m) => DRAWN.has(m.move));
  if (!changed("sheet", [sheet, page.selected, kept, drawable, width, height])) return;
  const keptPlaces = kept.filter((m) => m.move === "AddVertex").map((m) => ({x: m.x, y: m.y}));
  const everywhere = places.concat(keptPlaces);
  const xs = everywhere.map((p) => p.x);
  const ys = everywhere.map((p) => p.y);
  const pad = VERTEX_R * 2;
  const minX = Math.min(0, ...xs.map((x) => x - pad));
  const minY = Math.min(0, ...ys.map((y) => y - pad));
  const maxX = Math.max(width, ...xs.map((x) => x + pad));
  const maxY = Math.max(height, ...ys.map((y) => y + pad));
  svg.setAttribute("viewBox", `${minX} ${minY} ${maxX - minX} ${maxY - minY}`);
  svg.classList.toggle("drawing", drawable);
  const title = document.createElementNS(SVG_NS, "title");
  title.textContent = t("sheetTitle");
  const parts = [title];
  for (const [u, v] of sheet.edges) parts.push(svgLine("edge", places[u], places[v]));
  for (const m of kept) if (m.move === "AddEdge") parts.push(svgLine("edge kept", places[m.u], places[m.v]));
  const frozen = new Set(sheet.frozen);
  places.forEach((p, v) => {
    const [circle, label] = svgVertex(`vertex${frozen.has(v) ? " frozen" : ""}${page.selected === v ? " selected" : ""}`, p, String(v + 1));  // numbered from 1, as the projector's sheet
    circle.dataset.vertex = String(v);
    parts.push(circle, label);
  });
  keptPlaces.forEach((p) => parts.push(...svgVertex("vertex kept", p, "")));
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
/** The seat picker: each seat with who holds it (from the lobby, once this device has one), or a seat
 * this device was told is taken. */
function fillSeats() {
  const select = $("seat");
  const chosen = select.value;
  const seats = page.lobby || Array.from({length: 20}, (_, seat) => ({seat, kind: "person", name: null, unknown: true}));
  const options = [new Option(t("anySeat"), "")];
  for (const entry of seats) {
    const n = entry.seat + 1;
    let text = t("seatN", {n});
    if (entry.kind === "computer") text = t("seatComputer", {n});
    else if (entry.name) text = t("seatHeld", {n, names: entry.name});
    else if (!entry.unknown) text = t("seatFree", {n});
    const option = new Option(text, String(entry.seat));
    option.disabled = entry.kind === "computer";
    options.push(option);
  }
  select.replaceChildren(...options);
  if ([...select.options].some((o) => o.value === chosen && !o.disabled)) select.value = chosen;
  labelJoin();
}

/** The join button says what it does: take the seat, join its team (by names when known), or any seat. */
function labelJoin() {
  const seat = seatChosen();
  const entry = seat !== null && page.lobby ? page.lobby.find((s) => s.seat === seat) : null;
  const names = entry && entry.name ? entry.name : (seat !== null && seat === page.takenSeat ? t("seatN", {n: seat + 1}) : null);
  $("join-button").textContent = seat === null ? t("joinAny") : names ? t("joinTeam", {names}) : t("takeSeat");
  $("join-button").dataset.team = String(seat === null || names !== null);
}

function seatChosen() {
  const value = $("seat").value;
  return value === "" ? null : Number(value);
}

function setupJoin() {
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  document.documentElement.lang = LANG === "pt" ? "pt-BR" : "en";
  document.title = t("title");
  const query = new URLSearchParams(location.search);
  $("code").value = query.get("code") || "";
  $("name").value = localStorage.getItem(NAME_KEY) || "";
  fillSeats();
  if (query.get("seat") !== null) $("seat").value = query.get("seat");
  labelJoin();
  $("seat").addEventListener("change", labelJoin);
  $("undo").addEventListener("click", undo);
  $("board-button").addEventListener("click", chooseBoard);
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    $("join-button").disabled = true;
    $("join-problem").hidden = true;
    const seat = seatChosen();
    const storedSeat = localStorage.getItem(SEAT_KEY);
    const token = seat === null || String(seat) === storedSeat ? localStorage.getItem(TOKEN_KEY) : null;
    localStorage.setItem(NAME_KEY, $("name").value.trim());
    connect({type: "hello", v: 1, code: $("code").value.trim(), name: $("name").value.trim(),
             seat: token ? Number(storedSeat) : seat, token, team: $("join-button").dataset.team === "true"});
  });
}

/** While the join form shows, a socket of its own asks who holds which seat (a `look`, every few seconds),
 * so the picker names the seats' holders before this device joins; it closes once the device has joined. */
function look() {
  if (page.joined || !$("game-screen").hidden) {
    if (page.looker) page.looker.close();
    page.looker = null;
    return;
  }
  const code = $("code").value.trim();
  if (!code) return;
  if (!page.looker || page.looker.readyState > WebSocket.OPEN) {
    const ws = page.looker = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "lobby" && !page.joined) {
        page.lobby = message.seats;
        fillSeats();
      }
    };
    ws.onopen = () => ws.send(JSON.stringify({type: "look", code}));
  } else if (page.looker.readyState === WebSocket.OPEN) {
    page.looker.send(JSON.stringify({type: "look", code}));
  }
}

setInterval(look, 3000);
setInterval(() => { if (online()) page.ws.send('{"type":"ping"}'); }, PING_MS);
setInterval(watchdog, 5000);
setInterval(() => { if (page.frame && !$("game-screen").hidden) renderClock(); }, 250);
window.addEventListener("online", retryNow);
document.addEventListener("visibilitychange", () => { if (!document.hidden) retryNow(); });
setupJoin();
setupSheet();
look();
if (localStorage.getItem(TOKEN_KEY)) rejoin();  // a reload takes the same seat back
