// The board games on a device (docs/protocol.md): Chomp the Graph, Hackenbush, Graph Domination and the
// vertex-magic labelling game, drawn as SVG sized for a phone, played by taps. The app is the only authority:
// nothing here computes the rules; a tap chooses among the frame's `legal` moves only, the choice is said in
// words, and nothing is sent before the player presses Send. Plain JavaScript, nothing fetched.
//
// How device.js hands a board game over to this file (the whole contract):
//
//   index.html loads, before device.js (board.js defines only window.GGBoard):
//     <link rel="stylesheet" href="/static/board.css">  and  <script src="/static/board.js"></script>
//   and has an element for the board after #problem, e.g. <section id="board" hidden></section>.
//   On `welcome` whose `game` is not "cards": fetch `/board.json` once (the board drawing:
//     {vertices: [{id, x, y, label}], edges: [{id, u, v, points: [[x, y], ...]}]}) and keep it (and fetch
//     /cards.json only for "cards": a board game's host has none).
//   On every `frame` (and again after a `lobby` or a `refused`, as for the card game), once the board is there:
//     GGBoard.render(root, {
//       frame,            // message.frame exactly as the host sent it (observation.position, legal, last_move, moves...)
//       board,            // the parsed /board.json
//       seat,             // this device's seat (welcome.seat)
//       lang,             // "en" or "pt" (device.js's LANG)
//       send(move),       // device.js's sendMove: wraps `move` (one object of frame.legal, as sent) in an intent
//       name(seat),       // optional: the seat's name as device.js shows it (its playerName); else "Player A"/"B"
//       busy,             // optional: device.js's page.busy (a move was sent, no frame or refusal back yet)
//     });
//   `root` is that element: this file fills and owns it and never touches anything outside it, so #problem (the
//   refusals device.js says) stays in view above the board. For a board game device.js hides its card-only parts
//   (#round, #status, #actions, #sheet, #powers, the h2 headings, the .cards lists, #tracks: by style.display,
//   since device.css gives #sheet and #actions a display that the hidden attribute does not override) and keeps
//   #who; whose turn it is, the scores and the last move are said inside `root`.
//   For a refusal's words: GGBoard.codeText(game, code, lang) is the sentence for one of the game's own refusal
//   codes (null for any other code: the session's, such as stale, stay device.js's own).
//   Also: GGBoard.endText(code, lang) says a termination code; GGBoard.pick(svg, clientX, clientY) is the hit area a
//   touch there chooses (the page's own taps go through it); GGBoard.GAMES lists the games this file plays.
"use strict";

(function () {
  const GAMES = ["chomp", "hackenbush", "domination", "magic"];
  const STRINGS = {
    en: {
      chomp: "Chomp the Graph", hackenbush: "Hackenbush", domination: "Graph Domination", magic: "Vertex-Magic Labelling",
      playerA: "Player A", playerB: "Player B", you: "you", Blue: "Blue", Red: "Red",
      send: "Send", cancel: "Cancel", sent: "Sent: “{move}”. Waiting for the app…",
      voteButton: "Vote", voteOpen: "The class votes: {n} so far. Choose a move and vote.",
      voted: "You voted: “{move}”. Votes so far: {n}.", votes1: "1 vote", votesN: "{n} votes",
      winning: "Winning moves: {moves}.", noWinning: "No move wins here with best play.",
      unjudged: "Not judged yet: {n}.",
      waitingFor: "Waiting for {name}.", thinking: "{name} is thinking…", paused: "The game is paused.",
      notStarted: "Waiting for the teacher to start the game.",
      over: "The game is over.", wins: "{names} wins.", draw: "A draw.", lastMove: "Last move: {name} {move}.",
      chompTurn: "Your turn: tap a vertex or an edge to remove it.",
      hackenbushTurn: "Your turn: tap an edge to cut it.",
      dominationTurn: "Your turn: tap your entry to bring a token in, or one of your tokens to move it.",
      dominationStep: "Your turn: tap one of your tokens to move it.",
      dominationPlace: "Your turn: tap your entry (lit) to bring a token in.",
      dominationPass: "You cannot move: pass.",
      magicTurn: "Your turn: pick a label, then a lit vertex or edge.",
      // Moves as the move list says them (third person), and as a choice before it is sent.
      chompVertex: "removes vertex {v}", chompEdge: "removes edge {a}–{b}",
      chooseChompVertex: "Remove vertex {v}", chooseChompEdge: "Remove edge {a}–{b}",
      hackenbushCut: "cuts a {color} edge ({a}–{b})", hackenbushCutUnknown: "cuts an edge ({a}–{b})",
      chooseHackenbush: "Cut the {color} edge {a}–{b}",
      green: "green", blue: "blue", red: "red",
      place: "brings a token in", step: "moves {a} → {b}", pass: "has no move and passes",
      choosePlace: "Bring a token in on {v}", chooseStep: "Move the token on {a} to {b}", choosePass: "Pass: you have no move",
      placeButton: "Bring a token in", passButton: "Pass",
      magicVertex: "puts {l} on vertex {v}", magicEdge: "puts {l} on edge {a}–{b}",
      chooseMagicVertex: "Put {l} on vertex {v}", chooseMagicEdge: "Put {l} on edge {a}–{b}",
      // Hints after a tap.
      zoomed: "Shown larger: tap again.", wholeBoard: "Whole board",
      notNow: "That is not a move you can make now.", edgeNotYours: "You cannot cut that edge now.",
      sourcePicked: "The token on {v} is picked: tap where it goes (lit).", nowhere: "This token has nowhere to go.",
      tapToken: "Tap one of your tokens, or your entry when it is lit.",
      pickLabel: "First pick a label in the tray.", labelPicked: "Label {l}: tap a lit vertex or edge.",
      labelNotThere: "Label {l} cannot go there now.", notYourTurn: "Wait for your turn.",
      // What the board shows.
      chompLeft: "Left: {v}, {e}.", vertex1: "1 vertex", vertexN: "{n} vertices", edge1: "1 edge", edgeN: "{n} edges",
      standing: "Standing: {e}.", sides: "Blue (solid): {a}. Red (dashed): {b}.", legendHackenbush: "Lines: blue solid, red dashed, green dotted. The brown line is the ground.",
      points: "{who}: {n} points", turnsLeft: "Turns left: {n}", matchGame: "Match, game {n} of 2; totals so far: {totals}",
      legendDomination: "Rings: the entries (Blue's solid, Red's dashed). Blue tokens are round, Red tokens square.",
      kSet: "k = {k}", kUnset: "k is not set yet", labelsLeft: "Labels left: {n}", labels: "Labels",
      legendLast: "Purple dashes: the last move.",
      ends: {
        last_vertex_taken: "The last vertex has been taken.", no_edge_to_cut: "The player to move had no edge left to cut.",
        no_moves: "Neither player can move any more.", turn_limit: "The turn limit has been reached.",
        no_legal_move: "No label fits anywhere any more: the player to move is stuck.",
        all_labelled: "Every vertex and edge has a label: together they make a vertex-magic total labelling.",
      },
      codes: {
        chomp: {no_such_vertex: "That vertex is no longer on the board.", no_such_edge: "That edge is no longer on the board.",
                bad_move_kind: "That is not a move of this game."},
        hackenbush: {no_such_edge: "That edge is no longer on the board.",
                     not_your_color: "That edge is not yours to cut: Blue cuts blue edges, Red cuts red ones, and either may cut green ones.",
                     bad_move_kind: "That is not a move of this game."},
        domination: {no_such_vertex: "That vertex is not on the board.", entry_occupied: "Your entry vertex is occupied: move the token on it first.",
                     not_your_token: "That is not one of your tokens.", not_adjacent: "A token moves along one edge, to a neighbouring vertex.",
                     occupied: "That vertex already holds a token.", next_to_opponent: "No token may go next to an opponent's token.",
                     must_move: "You can still move, so you may not pass.", bad_move_kind: "That is not a move of this game.",
                     game_over: "The game is over."},
        magic: {bad_move_kind: "That is not a move of this game.", game_over: "The game is over.",
                no_such_element: "That is no vertex or edge of the board.", label_out_of_range: "That label is not one of this board's labels.",
                label_used: "That label has been used already.", already_labelled: "That vertex or edge has a label already.",
                breaks_magic: "That label would complete a vertex whose sum is not k.",
                unequal_sums: "That label would complete two vertices at once with different sums."},
      },
    },
    pt: {
      chomp: "Chomp no Grafo", hackenbush: "Hackenbush", domination: "Dominação de Grafos", magic: "Rotulação Mágica",
      playerA: "Jogador A", playerB: "Jogador B", you: "você", Blue: "Azul", Red: "Vermelho",
      send: "Enviar", cancel: "Cancelar", sent: "Enviado: “{move}”. Esperando o app…",
      voteButton: "Votar", voteOpen: "A turma vota: {n} até agora. Escolha uma jogada e vote.",
      voted: "Você votou: “{move}”. Votos até agora: {n}.", votes1: "1 voto", votesN: "{n} votos",
      winning: "Jogadas vencedoras: {moves}.", noWinning: "Nenhuma jogada vence aqui com o melhor jogo.",
      unjudged: "Ainda não julgadas: {n}.",
      waitingFor: "Esperando {name}.", thinking: "{name} está pensando…", paused: "O jogo está pausado.",
      notStarted: "Esperando o professor começar o jogo.",
      over: "O jogo terminou.", wins: "Vitória de {names}.", draw: "Empate.", lastMove: "Última jogada: {name} {move}.",
      chompTurn: "Sua vez: toque num vértice ou numa aresta para removê-lo.",
      hackenbushTurn: "Sua vez: toque numa aresta para cortá-la.",
      dominationTurn: "Sua vez: toque na sua entrada para colocar uma ficha, ou numa ficha sua para movê-la.",
      dominationStep: "Sua vez: toque numa ficha sua para movê-la.",
      dominationPlace: "Sua vez: toque na sua entrada (acesa) para colocar uma ficha.",
      dominationPass: "Você não pode jogar: passe a vez.",
      magicTurn: "Sua vez: escolha um rótulo e depois um vértice ou uma aresta acesos.",
      chompVertex: "remove o vértice {v}", chompEdge: "remove a aresta {a}–{b}",
      chooseChompVertex: "Remover o vértice {v}", chooseChompEdge: "Remover a aresta {a}–{b}",
      hackenbushCut: "corta uma aresta {color} ({a}–{b})", hackenbushCutUnknown: "corta uma aresta ({a}–{b})",
      chooseHackenbush: "Cortar a aresta {color} {a}–{b}",
      green: "verde", blue: "azul", red: "vermelha",
      place: "coloca uma ficha", step: "move {a} → {b}", pass: "não tem jogada: passa a vez",
      choosePlace: "Colocar uma ficha em {v}", chooseStep: "Mover a ficha de {a} para {b}", choosePass: "Passar: você não tem jogada",
      placeButton: "Colocar uma ficha", passButton: "Passar",
      magicVertex: "põe {l} no vértice {v}", magicEdge: "põe {l} na aresta {a}–{b}",
      chooseMagicVertex: "Pôr {l} no vértice {v}", chooseMagicEdge: "Pôr {l} na aresta {a}–{b}",
      zoomed: "Ampliado: toque de novo.", wholeBoard: "Tabuleiro inteiro",
      notNow: "Essa jogada não é possível agora.", edgeNotYours: "Você não pode cortar essa aresta agora.",
      sourcePicked: "A ficha em {v} foi escolhida: toque no destino (aceso).", nowhere: "Esta ficha não tem para onde ir.",
      tapToken: "Toque numa ficha sua, ou na sua entrada quando estiver acesa.",
      pickLabel: "Primeiro escolha um rótulo na bandeja.", labelPicked: "Rótulo {l}: toque num vértice ou numa aresta acesos.",
      labelNotThere: "O rótulo {l} não pode ir aí agora.", notYourTurn: "Espere a sua vez.",
      chompLeft: "Restam: {v}, {e}.", vertex1: "1 vértice", vertexN: "{n} vértices", edge1: "1 aresta", edgeN: "{n} arestas",
      standing: "De pé: {e}.", sides: "Azul (contínua): {a}. Vermelho (tracejada): {b}.", legendHackenbush: "Linhas: azul contínua, vermelha tracejada, verde pontilhada. A linha marrom é o chão.",
      points: "{who}: {n} pontos", turnsLeft: "Turnos restantes: {n}", matchGame: "Disputa, partida {n} de 2; totais até agora: {totals}",
      legendDomination: "Anéis: as entradas (a do Azul contínua, a do Vermelho tracejada). As fichas do Azul são redondas, as do Vermelho quadradas.",
      kSet: "k = {k}", kUnset: "k ainda não foi definido", labelsLeft: "Rótulos restantes: {n}", labels: "Rótulos",
      legendLast: "Tracejado roxo: a última jogada.",
      ends: {
        last_vertex_taken: "O último vértice foi retirado.", no_edge_to_cut: "Quem devia jogar não tinha mais aresta para cortar.",
        no_moves: "Nenhum dos jogadores pode mais jogar.", turn_limit: "O limite de turnos foi atingido.",
        no_legal_move: "Nenhum rótulo cabe mais em lugar nenhum: quem tinha a vez ficou sem jogada.",
        all_labelled: "Todos os vértices e arestas têm rótulo: juntos formam uma rotulação total mágica nos vértices.",
      },
      codes: {
        chomp: {no_such_vertex: "Esse vértice não está mais no tabuleiro.", no_such_edge: "Essa aresta não está mais no tabuleiro.",
                bad_move_kind: "Isso não é uma jogada deste jogo."},
        hackenbush: {no_such_edge: "Essa aresta não está mais no tabuleiro.",
                     not_your_color: "Essa aresta não é sua: o Azul corta arestas azuis, o Vermelho corta as vermelhas, e qualquer um corta as verdes.",
                     bad_move_kind: "Isso não é uma jogada deste jogo."},
        domination: {no_such_vertex: "Esse vértice não está no tabuleiro.", entry_occupied: "Seu vértice de entrada está ocupado: mova antes a ficha que está nele.",
                     not_your_token: "Essa não é uma das suas fichas.", not_adjacent: "Uma ficha se move por uma aresta, para um vértice vizinho.",
                     occupied: "Esse vértice já tem uma ficha.", next_to_opponent: "Nenhuma ficha pode ficar ao lado de uma ficha adversária.",
                     must_move: "Você ainda pode jogar, então não pode passar.", bad_move_kind: "Isso não é uma jogada deste jogo.",
                     game_over: "O jogo acabou."},
        magic: {bad_move_kind: "Isso não é uma jogada deste jogo.", game_over: "O jogo acabou.",
                no_such_element: "Isso não é um vértice nem uma aresta do tabuleiro.", label_out_of_range: "Esse rótulo não é um dos rótulos deste tabuleiro.",
                label_used: "Esse rótulo já foi usado.", already_labelled: "Esse vértice ou aresta já tem rótulo.",
                breaks_magic: "Esse rótulo completaria um vértice cuja soma não é k.",
                unequal_sums: "Esse rótulo completaria dois vértices de uma vez, com somas diferentes."},
      },
    },
  };
  const SVG_NS = "http://www.w3.org/2000/svg";
  const HIT = 24;          // half the side of the smallest touch target, in CSS pixels (48 > 44)
  const EDGE_HIT = 46;     // the width of an edge's touch band
  const RADIUS = {chomp: 15, hackenbush: 11, domination: 16, magic: 16};
  const PAD = 34;          // room around the board for the vertices, their name tags and the ground
  const CROWDED = 10;      // a touch whose two nearest pieces are nearer than this to each other's distance is unclear
  const ZOOM_ROOM = 56;    // a crowded part is shown so much larger that its pieces stand this far apart (CSS pixels)
  const MAX_ZOOM = 6;

  /** A sentence of the language's table, its {placeholders} filled. */
  function say(lang, key, values = {}) {
    const look = (table) => key.split(".").reduce((node, part) => (node && typeof node === "object" ? node[part] : undefined), table);
    const text = look(STRINGS[lang] || STRINGS.en) || look(STRINGS.en) || "";
    return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
  }

  const sameEnds = (a, b) => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

  // -- one page's state, kept between renders of the same position --------------------------------------
  const states = new WeakMap();
  let last = null;  // the latest root and ctx: drawn again when the phone turns

  function stateOf(root, frame) {
    const key = `${frame.game}:${frame.live_ply}:${JSON.stringify(frame.legal)}`;
    let state = states.get(root);
    if (!state || state.key !== key) {
      state = {key, choice: null, source: null, label: null, hint: "", zoom: null, sent: state ? state.sent : null, sentWords: state ? state.sentWords : "",
               colours: state ? state.colours : new Map()};
      states.set(root, state);
    }
    return state;
  }

  // -- the board's pieces as the device names them -------------------------------------------------------
  /** Everything one render needs: the frame, the board by ids, the language's words, the names of seats. */
  function context(root, ctx) {
    const {frame, board, lang} = ctx;
    const vertices = new Map(board.vertices.map((v) => [v.id, v]));
    const edges = new Map(board.edges.map((e) => [e.id, e]));
    const t = (key, values) => say(lang, key, values);
    const vname = (id) => { const v = vertices.get(id); return v && v.label ? v.label : String(id + 1); };
    const seatName = (seat) => {
      if (ctx.name) return ctx.name(seat);
      const name = t(seat === 0 ? "playerA" : "playerB");
      return seat === ctx.seat ? `${name} (${t("you")})` : name;
    };
    return {root, ctx, frame, board, lang, t, vertices, edges, vname, seatName, game: frame.game,
            position: frame.observation.position, state: stateOf(root, frame)};
  }

  /** The board edge between u and v (a simple board's only one). */
  function edgeBetween(c, u, v) {
    for (const e of c.edges.values()) if (sameEnds([e.u, e.v], [u, v])) return e;
    return null;
  }

  // -- words for moves ---------------------------------------------------------------------------------
  /** A move in words: `choose` as a choice before it is sent ("Remove vertex 3"), else as the move list says it. */
  function moveWords(c, move, choose) {
    const t = c.t;
    const pre = (key) => (choose ? `choose${key[0].toUpperCase()}${key.slice(1)}` : key);
    switch (c.game) {
      case "chomp":
        if (move.kind === "vertex") return t(pre("chompVertex"), {v: c.vname(move.target)});
        return t(pre("chompEdge"), ends(c, move.target[0], move.target[1]));
      case "hackenbush": {
        const e = c.edges.get(move.edge);
        const colour = c.state.colours.get(move.edge);
        const where = e ? ends(c, e.u, e.v) : {a: "?", b: "?"};
        if (choose) return t("chooseHackenbush", {...where, color: t(colour || "green")});
        return colour ? t("hackenbushCut", {...where, color: t(colour)}) : t("hackenbushCutUnknown", where);
      }
      case "domination":
        if (move.kind === "place") return choose ? t("choosePlace", {v: c.vname(myEntry(c))}) : t("place");
        if (move.kind === "step") return t(pre("step"), {a: c.vname(move.source), b: c.vname(move.target)});
        return t(pre("pass"));
      case "magic":
        if ("vertex" in move) return t(pre("magicVertex"), {l: move.label, v: c.vname(move.vertex)});
        return t(pre("magicEdge"), {l: move.label, ...ends(c, move.edge[0], move.edge[1])});
      default:
        return JSON.stringify(move);
    }
  }
  /** An edge's ends by name, the smaller id first (as the desktop's move list types them). */
  const ends = (c, u, v) => ({a: c.vname(Math.min(u, v)), b: c.vname(Math.max(u, v))});

  // -- the domination position's facts, read from it -------------------------------------------------------
  const colourOf = (c, seat) => (seat === c.position.blue_seat ? 0 : 1);  // 0 Blue, 1 Red
  const myEntry = (c) => c.position.entries[colourOf(c, c.ctx.seat)];
  const colourName = (c, seat) => c.t(colourOf(c, seat) === 0 ? "Blue" : "Red");

  // -- the page ------------------------------------------------------------------------------------------
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function svgEl(tag, attributes = {}) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  function render(root, ctx) {
    last = {root, ctx};
    const c = context(root, ctx);
    if (c.game === "hackenbush") for (const e of c.position.edges) c.state.colours.set(e.id, e.color);
    // One level of parts, which board.css orders: the board between the words in portrait, beside them in landscape.
    const container = el("div", `gg-board gg-${c.game}`);
    const stage = el("div", "gg-stage");
    container.append(...info(c), stage, ...sidePanel(c));
    root.replaceChildren(container);
    const size = stageSize(stage, c.board);
    stage.append(drawBoard(c, size));
  }

  /** The board's room in CSS pixels: the stage's width; in landscape the screen's height, in portrait the board's
   *  own height at that width (a flat board takes little room) but no more than leaves the tray and the choice with
   *  its Send button in view below it (and never under 220 px for a board that needs them). */
  function stageSize(stage, board) {
    const width = Math.max(200, stage.clientWidth || window.innerWidth - 24);
    const top = stage.getBoundingClientRect().top + window.scrollY;
    if (window.innerWidth > window.innerHeight) {
      return {width, height: Math.max(200, window.innerHeight - Math.min(top, 90) - 8)};
    }
    let below = 8;
    for (const part of stage.parentNode.querySelectorAll(".gg-tray, .gg-bar")) below += part.offsetHeight + 6;
    const {spanX, spanY} = spans(board);
    const natural = (width - 2 * PAD) * spanY / Math.max(spanX, 1) + 2 * PAD;
    const room = Math.max(220, Math.min(window.innerHeight * 0.6, window.innerHeight - top - below));
    return {width, height: Math.round(Math.max(130, Math.min(natural, room)))};
  }

  // -- the words above the board -------------------------------------------------------------------------
  /** Whose turn it is; the counts and scores, the last move and how the game ended. */
  function info(c) {
    const {frame, t} = c;
    const turn = el("p", "gg-turn", turnText(c));
    turn.setAttribute("role", "status");
    const facts = el("div", "gg-info");
    for (const line of factLines(c)) facts.append(el("p", "gg-facts", line));
    const lastMove = lastMoveText(c);
    if (lastMove) facts.append(el("p", "gg-last", lastMove));
    if (frame.outcome) {
      const end = endText(frame.outcome.termination, c.lang);
      if (end) facts.append(el("p", "gg-facts", end));
    }
    const teaching = frame.teaching;
    if (teaching) {  // the teacher shows the devices who wins, from the app's study of this position
      const winning = teaching.winning.map((m) => moveWords(c, m, true));
      // "No move wins" only where every move is judged: a move the solver has not judged may win.
      const none = teaching.unjudged.length ? "" : t("noWinning");
      const lines = [teaching.verdict, winning.length ? t("winning", {moves: winning.slice(0, 4).join("; ")}) : none];
      if (teaching.unjudged.length) lines.push(t("unjudged", {n: teaching.unjudged.length}));
      facts.append(el("p", "gg-teaching", lines.filter(Boolean).join(" ")));
    }
    return [turn, facts];
  }

  function turnText(c) {
    const {frame, t} = c;
    if (frame.outcome) {
      const winners = frame.outcome.winners;
      return `${t("over")} ${winners.length ? t("wins", {names: winners.map(c.seatName).join(", ")}) : t("draw")}`;
    }
    if (frame.paused) return t("paused");
    if (frame.not_started) return t("notStarted");
    const vote = frame.vote && frame.vote.open ? frame.vote : null;
    if (vote && vote.mine) return t("voted", {move: moveWords(c, vote.mine, true), n: vote.votes});
    if (vote) return `${t("voteOpen", {n: counted(c, vote.votes, "votes")})} ${yourTurn(c)}`;
    if (frame.legal.length) return yourTurn(c);
    if (frame.turn === null || frame.turn === undefined) return "";
    return t(frame.thinking ? "thinking" : "waitingFor", {name: c.seatName(frame.turn)});
  }

  /** What this seat may do now, in the game's words. */
  function yourTurn(c) {
    const {frame, t} = c;
    if (c.game === "domination") {
      const kinds = new Set(frame.legal.map((m) => m.kind));
      if (!kinds.has("step")) return t(kinds.has("place") ? "dominationPlace" : "dominationPass");
      return t(kinds.has("place") ? "dominationTurn" : "dominationStep");
    }
    return t(`${c.game}Turn`);
  }

  const counted = (c, n, noun) => c.t(n === 1 ? `${noun}1` : `${noun}N`, {n});

  /** The game's counts and scores, as the desktop's score box says them. */
  function factLines(c) {
    const {position: p, t, frame} = c;
    switch (c.game) {
      case "chomp":
        return [t("chompLeft", {v: counted(c, p.vertices.length, "vertex"), e: counted(c, p.edges.length, "edge")})];
      case "hackenbush": {
        const lines = [t("standing", {e: counted(c, p.edges.length, "edge")})];
        // Coloured edges standing: a Blue-Red or mixed game, where Player A plays Blue and Player B Red.
        if (p.edges.some((e) => e.color !== "green")) lines.push(t("sides", {a: c.seatName(0), b: c.seatName(1)}));
        return lines;
      }
      case "domination": {
        const who = (seat) => `${colourOf(c, seat) === 0 ? "●" : "■"} ${colourName(c, seat)} · ${c.seatName(seat)}`;
        const scores = frame.outcome && frame.outcome.scores && !p.match ? frame.outcome.scores : p.scores;
        const lines = [0, 1].map((seat) => t("points", {who: who(seat), n: scores[seat]}));
        if (!frame.outcome) lines.push(t("turnsLeft", {n: p.turns_left}));
        if (p.match) {
          const totals = [0, 1].map((seat) => `${c.seatName(seat)} ${p.match_scores[seat]}`).join(", ");
          lines.push(t("matchGame", {n: p.game_index + 1, totals}));
        }
        return lines;
      }
      case "magic":
        return [p.k === null || p.k === undefined ? t("kUnset") : t("kSet", {k: p.k}), t("labelsLeft", {n: p.unused.length})];
      default:
        return [];
    }
  }

  function lastMoveText(c) {
    const {frame} = c;
    if (!frame.last_move) return "";
    const entry = frame.moves && frame.moves.length ? frame.moves[frame.moves.length - 1] : null;
    const name = entry && entry.seat !== null && entry.seat !== undefined ? c.seatName(entry.seat) : "";
    return c.t("lastMove", {name, move: moveWords(c, frame.last_move, false)}).replace(/: {2}/, ": ");
  }

  // -- below (or beside) the board: the tray, the choice and its buttons ---------------------------------
  function sidePanel(c) {
    const {frame, state, t, ctx} = c;
    const parts = [];
    if (c.game === "magic") parts.push(tray(c));
    const bar = el("div", "gg-bar");
    const words = el("p", "gg-choice");
    words.setAttribute("aria-live", "polite");
    const buttons = el("div", "gg-buttons");
    bar.append(words, buttons);
    if (ctx.busy) {
      words.textContent = state.sentWords ? t("sent", {move: state.sentWords}) : "";
    } else if (state.choice) {
      words.textContent = moveWords(c, state.choice, true);
      words.classList.add("gg-chosen");
      const cancel = el("button", "secondary gg-cancel", t("cancel"));
      cancel.type = "button";
      cancel.addEventListener("click", () => {  // the choice goes; a part shown larger stays so
        state.choice = null; state.source = null; state.label = null; state.hint = "";
        again(c);
      });
      const send = el("button", "gg-send", t(frame.vote && frame.vote.open ? "voteButton" : "send"));
      send.type = "button";
      send.addEventListener("click", () => {
        const move = state.choice;
        state.sent = move;
        state.sentWords = moveWords(c, move, true);
        state.choice = null; state.source = null; state.label = null; state.hint = "";
        ctx.send(move);
        render(c.root, {...ctx, busy: true});
      });
      buttons.append(cancel, send);
    } else {
      words.textContent = state.hint;
      if (state.zoom) {  // a part of the board shown larger: the way back, beside the board rather than over it
        const whole = el("button", "secondary gg-whole", t("wholeBoard"));
        whole.type = "button";
        whole.addEventListener("click", () => { state.zoom = null; state.hint = ""; again(c); });
        buttons.append(whole);
      }
      if (c.game === "domination") {
        for (const move of frame.legal.filter((m) => m.kind === "place" || m.kind === "pass")) {
          const button = el("button", move.kind === "pass" ? "secondary gg-pass" : "gg-place",
                            t(move.kind === "pass" ? "passButton" : "placeButton"));
          button.type = "button";
          button.addEventListener("click", () => choose(c, move));
          buttons.append(button);
        }
      }
    }
    if (!frame.outcome) parts.push(bar);
    const legend = legendText(c);
    if (legend) parts.push(el("p", "gg-legend", legend));
    return parts;
  }

  function legendText(c) {
    const parts = [];
    if (c.game === "hackenbush") parts.push(c.t("legendHackenbush"));
    if (c.game === "domination") parts.push(c.t("legendDomination"));
    if (c.frame.last_move) parts.push(c.t("legendLast"));
    return parts.join(" ");
  }

  /** The magic game's unused labels: a label that fits nowhere now is shown but cannot be picked. */
  function tray(c) {
    const {position: p, frame, state, t, ctx} = c;
    const box = el("div", "gg-tray");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", t("labels"));
    if (!frame.legal.length) {  // not this seat's turn: the labels left, to read only
      for (const label of p.unused) box.append(el("span", "gg-label gg-chip", String(label)));
      return box;
    }
    for (const label of p.unused) {
      const button = el("button", "gg-label", String(label));
      button.type = "button";
      button.dataset.label = String(label);
      const fits = frame.legal.some((m) => m.label === label);
      button.disabled = !fits || Boolean(ctx.busy);
      if (state.label === label) { button.classList.add("gg-picked"); button.setAttribute("aria-pressed", "true"); }
      button.addEventListener("click", () => {
        state.label = state.label === label ? null : label;
        state.choice = null;
        state.hint = state.label === null ? "" : t("labelPicked", {l: label});
        again(c);
      });
      box.append(button);
    }
    return box;
  }

  const again = (c) => render(c.root, c.ctx);

  // -- taps on the board ---------------------------------------------------------------------------------
  function tapped(c, kind, id) {
    const {frame, state, t} = c;
    if (c.ctx.busy || frame.outcome) return;
    if (frame.vote && frame.vote.mine) {  // one vote a position
      state.hint = t("voted", {move: moveWords(c, frame.vote.mine, true), n: frame.vote.votes});
      again(c);
      return;
    }
    if (!frame.legal.length) {
      state.hint = t("notYourTurn");
      again(c);
      return;
    }
    const legal = frame.legal;
    let choice = null;
    let hint = "";
    if (c.game === "chomp") {
      if (kind === "vertex") choice = legal.find((m) => m.kind === "vertex" && m.target === id);
      else { const e = c.edges.get(id); choice = legal.find((m) => m.kind === "edge" && sameEnds(m.target, [e.u, e.v])); }
      if (!choice) hint = t("notNow");
    } else if (c.game === "hackenbush") {
      choice = kind === "edge" ? legal.find((m) => m.edge === id) : null;
      if (!choice) hint = t("edgeNotYours");
    } else if (c.game === "domination") {
      const steps = legal.filter((m) => m.kind === "step");
      const mine = c.position.tokens[c.ctx.seat] || [];
      if (state.source !== null && state.source !== id) choice = steps.find((m) => m.source === state.source && m.target === id);
      if (choice) return choose(c, choice);
      if (state.source === id) {
        state.source = null;
      } else if (steps.some((m) => m.source === id)) {
        state.source = id;
        hint = t("sourcePicked", {v: c.vname(id)});
      } else if (id === myEntry(c) && legal.some((m) => m.kind === "place")) {
        choice = legal.find((m) => m.kind === "place");
      } else {
        hint = mine.includes(id) ? t("nowhere") : t("tapToken");
      }
    } else if (c.game === "magic") {
      if (state.label === null) {
        hint = t("pickLabel");
      } else {
        if (kind === "vertex") choice = legal.find((m) => m.vertex === id && m.label === state.label);
        else { const e = c.edges.get(id); choice = legal.find((m) => m.edge && sameEnds(m.edge, [e.u, e.v]) && m.label === state.label); }
        if (!choice) hint = t("labelNotThere", {l: state.label});
      }
    }
    if (choice) return choose(c, choice);
    state.choice = null;
    state.hint = hint;
    again(c);
  }

  /** A legal move chosen: said in words with Send and Cancel, nothing sent yet. */
  function choose(c, move) {
    c.state.choice = move;
    c.state.source = null;
    c.state.hint = "";
    again(c);
  }

  // -- the drawing ---------------------------------------------------------------------------------------
  /** The board's extent in its own coordinates (vertices and the points of curved edges). */
  function spans(board) {
    const xs = [];
    const ys = [];
    for (const v of board.vertices) { xs.push(v.x); ys.push(v.y); }
    for (const e of board.edges) for (const [x, y] of e.points || []) { xs.push(x); ys.push(y); }
    const minX = Math.min(...xs), minY = Math.min(...ys);
    return {minX, minY, spanX: Math.max(Math.max(...xs) - minX, 1e-9), spanY: Math.max(Math.max(...ys) - minY, 1e-9)};
  }

  /** Board coordinates to the stage's pixels and back: the whole board fitted and centred, or with `zoom`
   *  ({x, y, k}: a board point and a factor) that point in the middle, k times nearer. */
  function fitter(board, size, zoom) {
    const {minX, minY, spanX, spanY} = spans(board);
    let scale = Math.min((size.width - 2 * PAD) / spanX, (size.height - 2 * PAD) / spanY);
    let ox = (size.width - spanX * scale) / 2, oy = (size.height - spanY * scale) / 2;
    if (zoom) {
      scale *= zoom.k;
      ox = size.width / 2 - (zoom.x - minX) * scale;
      oy = size.height / 2 - (zoom.y - minY) * scale;
    }
    return {fit: ([x, y]) => [ox + (x - minX) * scale, oy + (y - minY) * scale],
            back: ([x, y]) => [minX + (x - ox) / scale, minY + (y - oy) / scale]};
  }

  /** The vertices' radius: the game's, smaller where vertices crowd (never under 9 px), so that they do not touch. */
  function radiusFor(game, places) {
    const points = [...places.values()];
    if (points.length > 400) return RADIUS[game];
    let nearest = Infinity;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        nearest = Math.min(nearest, Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1]));
      }
    }
    return Math.min(RADIUS[game], Math.max(9, Math.floor(nearest * 0.42)));
  }

  /** A smooth path through an edge's points (Catmull-Rom as cubic Béziers), straight for two points. */
  function edgePath(points) {
    const f = (n) => n.toFixed(1);
    if (points.length < 3) return `M${f(points[0][0])},${f(points[0][1])}L${f(points[points.length - 1][0])},${f(points[points.length - 1][1])}`;
    const p = [[2 * points[0][0] - points[1][0], 2 * points[0][1] - points[1][1]], ...points,
               [2 * points[points.length - 1][0] - points[points.length - 2][0], 2 * points[points.length - 1][1] - points[points.length - 2][1]]];
    let d = `M${f(points[0][0])},${f(points[0][1])}`;
    for (let i = 1; i < p.length - 2; i++) {
      const c1 = [p[i][0] + (p[i + 1][0] - p[i - 1][0]) / 6, p[i][1] + (p[i + 1][1] - p[i - 1][1]) / 6];
      const c2 = [p[i + 1][0] - (p[i + 2][0] - p[i][0]) / 6, p[i + 1][1] - (p[i + 2][1] - p[i][1]) / 6];
      d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p[i + 1][0])},${f(p[i + 1][1])}`;
    }
    return d;
  }

  /** The middle of a polyline, by length: where an edge's label or cut mark goes. */
  function middle(points) {
    let total = 0;
    for (let i = 1; i < points.length; i++) total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
    let left = total / 2;
    for (let i = 1; i < points.length; i++) {
      const step = Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
      if (step >= left && step > 0) {
        const k = left / step;
        return [points[i - 1][0] + k * (points[i][0] - points[i - 1][0]), points[i - 1][1] + k * (points[i][1] - points[i - 1][1])];
      }
      left -= step;
    }
    return points[0];
  }

  function drawBoard(c, size) {
    const {board, state} = c;
    const {fit, back} = fitter(board, size, state.zoom);
    const places = new Map(board.vertices.map((v) => [v.id, fit([v.x, v.y])]));
    const edgePoints = new Map(board.edges.map((e) => {
      const raw = e.points && e.points.length >= 2 ? e.points.map(fit) : [places.get(e.u), places.get(e.v)];
      return [e.id, raw];
    }));
    const svg = svgEl("svg", {class: "gg-svg", width: size.width, height: size.height, viewBox: `0 0 ${size.width} ${size.height}`,
                              role: "img", "aria-label": c.t(c.game)});
    const layers = {ground: svgEl("g"), ghosts: svgEl("g"), halo: svgEl("g"), edges: svgEl("g"), marks: svgEl("g"),
                    edgeHits: svgEl("g", {class: "gg-hits"}), vertices: svgEl("g"), tags: svgEl("g"), vertexHits: svgEl("g", {class: "gg-hits"})};
    svg.append(...Object.values(layers));
    const radius = radiusFor(c.game, places);
    const ratio = radius / RADIUS[c.game];
    svg.style.setProperty("--gg-text", String(Math.max(0.7, ratio)));  // board.css scales the names and labels by it
    // The move marked on the board: the one chosen, or the one sent while the app has not answered yet.
    const marked = state.choice || (c.ctx.busy ? state.sent : null) || null;
    const view = {c, size, places, edgePoints, layers, radius, marked};
    ({chomp: drawChomp, hackenbush: drawHackenbush, domination: drawDomination, magic: drawMagic})[c.game](view);
    svg.addEventListener("click", (event) => {
      const found = candidates(svg, event.clientX, event.clientY);
      if (!found.length) return;
      const k = state.zoom ? state.zoom.k : 1;
      if (crowded(found) && k < MAX_ZOOM && !c.ctx.busy) {
        // Two pieces nearly as near each other as the finger: show that part of the board larger first.
        const matrix = svg.getScreenCTM().inverse();
        const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
        const [x, y] = back([p.x, p.y]);
        state.zoom = {x, y, k: Math.min(MAX_ZOOM, k * Math.max(1.6, Math.min(3, ZOOM_ROOM / spread(found))))};
        state.hint = c.t("zoomed");
        again(c);
        return;
      }
      const hit = found[0].hit;
      if (hit.dataset.vertex !== undefined) tapped(c, "vertex", Number(hit.dataset.vertex));
      else tapped(c, "edge", Number(hit.dataset.edge));
    });
    return svg;
  }

  /** Whether the nearest two pieces of a touch are too close to tell which was meant: their shapes are about as
   *  near the finger (a vertex and its own edge are told apart by the vertex's disc). */
  function crowded(found) {
    if (found.length < 2) return false;
    const [first, second] = found;
    if (first.distance < -first.shape / 2) return false;  // well inside a vertex's disc
    const vertex = [first, second].find((f) => f.hit.dataset.vertex !== undefined);
    const edge = [first, second].find((f) => f.hit.dataset.edge !== undefined);
    if (vertex && edge && edge.hit.dataset.ends.split(",").includes(vertex.hit.dataset.vertex)) return false;
    return second.distance - first.distance < CROWDED;
  }

  /** How far apart, on the screen, the two nearest pieces of a touch are (their centres for two vertices). */
  function spread(found) {
    const [a, b] = found;
    if (a.hit.tagName === "circle" && b.hit.tagName === "circle") {
      return Math.max(1, Math.hypot(Number(a.hit.getAttribute("cx")) - Number(b.hit.getAttribute("cx")),
                                    Number(a.hit.getAttribute("cy")) - Number(b.hit.getAttribute("cy"))));
    }
    return Math.max(1, Math.abs(b.distance - a.distance) + 2 * a.shape);
  }

  /** The hit area a touch at (clientX, clientY) is for: of the areas that reach the point, the piece whose drawn
   *  shape is nearest (a vertex's disc, an edge's line). Touch areas of close pieces overlap; this shares the room
   *  between them fairly instead of leaving it to whichever was drawn last. */
  function pick(svg, clientX, clientY) {
    const found = candidates(svg, clientX, clientY);
    return found.length ? found[0].hit : null;
  }

  /** The hit areas that reach a touch, nearest shape first: [{hit, distance, shape}] (distance from the drawn
   *  shape, negative inside a vertex's disc; shape: a vertex's radius, 0 for an edge). */
  function candidates(svg, clientX, clientY) {
    const matrix = svg.getScreenCTM();
    if (!matrix) return [];
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    const found = [];
    for (const hit of svg.querySelectorAll(".gg-hit")) {
      if (hit.tagName === "circle") {
        const far = Math.hypot(point.x - Number(hit.getAttribute("cx")), point.y - Number(hit.getAttribute("cy")));
        const shape = Number(hit.dataset.shape);
        if (far <= Number(hit.getAttribute("r"))) found.push({hit, distance: far - shape, shape});
      } else {
        let distance = Infinity;
        const length = hit.getTotalLength();
        const step = Math.max(3, length / 60);
        for (let at = 0; at <= length + step / 2; at += step) {
          const q = hit.getPointAtLength(Math.min(at, length));
          distance = Math.min(distance, Math.hypot(point.x - q.x, point.y - q.y));
        }
        if (distance <= Number(hit.getAttribute("stroke-width")) / 2) found.push({hit, distance, shape: 0});
      }
    }
    return found.sort((a, b) => a.distance - b.distance);
  }

  // Drawing helpers: every piece in CSS pixels (the SVG's user units are its pixels).
  function line(view, layer, id, className, extra = {}) {
    const path = svgEl("path", {d: edgePath(view.edgePoints.get(id)), class: className, ...extra});
    view.layers[layer].append(path);
    return path;
  }
  function circle(view, layer, id, r, className) {
    const [x, y] = view.places.get(id);
    const node = svgEl("circle", {cx: x.toFixed(1), cy: y.toFixed(1), r, class: className});
    view.layers[layer].append(node);
    return node;
  }
  function text(view, layer, x, y, content, className) {
    const node = svgEl("text", {x: x.toFixed(1), y: y.toFixed(1), class: className});
    node.textContent = content;
    view.layers[layer].append(node);
    return node;
  }
  function vertexHit(view, id) {
    const [x, y] = view.places.get(id);
    const node = svgEl("circle", {cx: x.toFixed(1), cy: y.toFixed(1), r: HIT, class: "gg-hit", "data-vertex": id, "data-shape": view.radius});
    view.layers.vertexHits.append(node);
  }
  function edgeHit(view, id) {
    const e = view.c.edges.get(id);
    line(view, "edgeHits", id, "gg-hit gg-hit-edge", {"data-edge": id, "data-ends": `${e.u},${e.v}`, "stroke-width": EDGE_HIT});
  }
  /** The vertex's name inside its circle. */
  function nameInside(view, id, className = "gg-name") {
    const [x, y] = view.places.get(id);
    text(view, "tags", x, y, view.c.vname(id), className);
  }

  /** Where a vertex's name tag goes: the side of the vertex farthest from its edges. */
  function tagPlace(view, id, distance) {
    const [x, y] = view.places.get(id);
    const angles = [];
    for (const e of view.c.board.edges) {
      const points = view.edgePoints.get(e.id);
      let q = null;
      if (e.u === id) q = points[1];
      else if (e.v === id) q = points[points.length - 2];
      if (q) angles.push(Math.atan2(q[1] - y, q[0] - x));
    }
    // Above the vertex when no edge leaves near there (names read alike across the board), else the widest gap.
    const candidates = [-Math.PI / 2, -3 * Math.PI / 4, -Math.PI / 4, Math.PI, 0, 3 * Math.PI / 4, Math.PI / 4, Math.PI / 2];
    let best = candidates[0];
    let bestGap = -1;
    for (const a of candidates) {
      const gap = angles.length ? Math.min(...angles.map((b) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b))))) : Math.PI;
      if (gap >= Math.PI * 0.4) { best = a; break; }
      if (gap > bestGap + 1e-6) { best = a; bestGap = gap; }
    }
    return [x + distance * Math.cos(best), y + distance * Math.sin(best)];
  }

  function lastMove(view) {
    return view.c.frame.last_move;
  }

  function drawChomp(view) {
    const {c} = view;
    const present = new Set(c.position.vertices);
    const presentEdges = c.position.edges;
    const lastMv = lastMove(view);
    for (const e of c.board.edges) {
      const here = presentEdges.some((pair) => sameEnds(pair, [e.u, e.v]));
      const isLast = lastMv && lastMv.kind === "edge" && sameEnds(lastMv.target, [e.u, e.v]);
      if (!here) { line(view, "ghosts", e.id, isLast ? "gg-ghost gg-last-mark" : "gg-ghost"); continue; }
      const chosen = view.marked && view.marked.kind === "edge" && sameEnds(view.marked.target, [e.u, e.v]);
      if (chosen) line(view, "halo", e.id, "gg-selected-halo");
      line(view, "edges", e.id, "gg-edge");
      edgeHit(view, e.id);
    }
    for (const v of c.board.vertices) {
      if (!present.has(v.id)) {
        const isLast = lastMv && lastMv.kind === "vertex" && lastMv.target === v.id;
        circle(view, "ghosts", v.id, view.radius, isLast ? "gg-ghost-vertex gg-last-mark" : "gg-ghost-vertex");
        continue;
      }
      const chosen = view.marked && view.marked.kind === "vertex" && view.marked.target === v.id;
      if (chosen) circle(view, "halo", v.id, view.radius + 7, "gg-selected-ring");
      circle(view, "vertices", v.id, view.radius, "gg-vertex");
      nameInside(view, v.id);
      vertexHit(view, v.id);
    }
  }

  function drawHackenbush(view) {
    const {c} = view;
    const ground = new Set(c.position.ground);
    const standing = new Map(c.position.edges.map((e) => [e.id, e.color]));
    const legal = new Set(c.frame.legal.map((m) => m.edge));
    const lastMv = lastMove(view);
    // The ground: a line under the lowest ground vertex, and earth below it.
    const groundY = Math.max(...[...ground].map((v) => view.places.get(v)[1]));
    if (Number.isFinite(groundY)) {
      view.layers.ground.append(svgEl("rect", {x: 0, y: groundY.toFixed(1), width: view.size.width, height: Math.max(0, view.size.height - groundY), class: "gg-earth"}));
      view.layers.ground.append(svgEl("line", {x1: 0, y1: groundY.toFixed(1), x2: view.size.width, y2: groundY.toFixed(1), class: "gg-ground"}));
    }
    const used = new Set(ground);
    const someIllegal = [...standing.keys()].some((id) => !legal.has(id));
    for (const e of c.board.edges) {
      if (!standing.has(e.id)) {
        if (lastMv && lastMv.edge === e.id) {
          line(view, "ghosts", e.id, "gg-ghost gg-last-mark");
          const [x, y] = middle(view.edgePoints.get(e.id));
          text(view, "marks", x, y, "✕", "gg-cut-mark");
          used.add(e.u); used.add(e.v);
        }
        continue;
      }
      used.add(e.u); used.add(e.v);
      if (view.marked && view.marked.edge === e.id) line(view, "halo", e.id, "gg-selected-halo");
      else if (someIllegal && legal.has(e.id)) line(view, "halo", e.id, "gg-legal-halo");
      line(view, "edges", e.id, `gg-edge gg-${standing.get(e.id)}`);
      edgeHit(view, e.id);
    }
    for (const v of c.board.vertices) {
      if (!used.has(v.id)) continue;
      circle(view, "vertices", v.id, view.radius, ground.has(v.id) ? "gg-vertex gg-ground-vertex" : "gg-vertex");
      nameInside(view, v.id, "gg-name gg-small");
    }
  }

  function drawDomination(view) {
    const {c} = view;
    const p = c.position;
    const legal = c.frame.legal;
    const owner = new Map();
    p.tokens.forEach((tokens, seat) => tokens.forEach((v) => owner.set(v, seat)));
    const lit = new Set();
    const chosen = view.marked;
    if (chosen) {
      // the choice alone is marked
    } else if (c.state.source !== null) {
      for (const m of legal) if (m.kind === "step" && m.source === c.state.source) lit.add(m.target);
    } else {
      for (const m of legal) if (m.kind === "step") lit.add(m.source);
      if (legal.some((m) => m.kind === "place")) lit.add(myEntry(c));
    }
    const lastMv = lastMove(view);
    const r = view.radius;
    for (const e of c.board.edges) line(view, "edges", e.id, "gg-edge gg-thin");
    if (chosen && chosen.kind === "step") {
      view.layers.halo.append(svgEl("line", {x1: view.places.get(chosen.source)[0].toFixed(1), y1: view.places.get(chosen.source)[1].toFixed(1),
                                              x2: view.places.get(chosen.target)[0].toFixed(1), y2: view.places.get(chosen.target)[1].toFixed(1),
                                              class: "gg-selected-halo"}));
    }
    if (lastMv && lastMv.kind === "step") {
      view.layers.marks.append(svgEl("line", {x1: view.places.get(lastMv.source)[0].toFixed(1), y1: view.places.get(lastMv.source)[1].toFixed(1),
                                               x2: view.places.get(lastMv.target)[0].toFixed(1), y2: view.places.get(lastMv.target)[1].toFixed(1),
                                               class: "gg-last-mark gg-last-step"}));
      circle(view, "marks", lastMv.source, r + 10, "gg-last-ring");
    }
    p.entries.forEach((v, colour) => circle(view, "marks", v, r + 5, `gg-entry gg-entry-${colour === 0 ? "blue" : "red"}`));
    for (const v of c.board.vertices) {
      const [x, y] = view.places.get(v.id);
      const isChosen = (c.state.source === v.id) || (chosen && ((chosen.kind === "step" && (chosen.target === v.id || chosen.source === v.id)) ||
                                                                (chosen.kind === "place" && v.id === myEntry(c))));
      if (isChosen) circle(view, "halo", v.id, r + 14, "gg-selected-ring");
      else if (lit.has(v.id)) circle(view, "halo", v.id, r + 14, "gg-legal-ring");
      const seat = owner.get(v.id);
      if (seat === undefined) {
        circle(view, "vertices", v.id, r, "gg-vertex gg-empty");
        nameInside(view, v.id, "gg-name gg-dark");
      } else if (colourOf(c, seat) === 0) {
        circle(view, "vertices", v.id, r, "gg-token gg-blue-token");
        nameInside(view, v.id);
      } else {
        view.layers.vertices.append(svgEl("rect", {x: (x - r).toFixed(1), y: (y - r).toFixed(1), width: 2 * r, height: 2 * r, rx: 3,
                                                   class: "gg-token gg-red-token"}));
        nameInside(view, v.id);
      }
      if (lastMv && ((lastMv.kind === "step" && lastMv.target === v.id) || (lastMv.kind === "place" && v.id === p.entries[colourOf(c, lastEntrySeat(c))]))) {
        circle(view, "marks", v.id, r + 10, "gg-last-ring");
      }
      vertexHit(view, v.id);
    }
  }
  /** The seat that made the last move (the move list's last entry). */
  function lastEntrySeat(c) {
    const moves = c.frame.moves || [];
    return moves.length ? moves[moves.length - 1].seat : c.frame.turn;
  }

  function drawMagic(view) {
    const {c} = view;
    const p = c.position;
    const label = c.state.label;
    const lit = new Set();
    if (label !== null) {
      for (const m of c.frame.legal) {
        if (m.label !== label) continue;
        if ("vertex" in m) lit.add(`v${m.vertex}`);
        else { const e = edgeBetween(c, m.edge[0], m.edge[1]); if (e) lit.add(`e${e.id}`); }
      }
    }
    const vertexLabel = new Map();
    const edgeLabel = new Map();
    for (const item of p.labels) {
      if ("vertex" in item) vertexLabel.set(item.vertex, item.label);
      else { const e = edgeBetween(c, item.edge[0], item.edge[1]); if (e) edgeLabel.set(e.id, item.label); }
    }
    const lastMv = lastMove(view);
    const choice = view.marked;
    const r = view.radius;
    for (const e of c.board.edges) {
      const isChoice = choice && choice.edge && sameEnds(choice.edge, [e.u, e.v]);
      if (isChoice) line(view, "halo", e.id, "gg-selected-halo");
      else if (lit.has(`e${e.id}`)) line(view, "halo", e.id, "gg-legal-halo");
      line(view, "edges", e.id, "gg-edge");
      const [x, y] = middle(view.edgePoints.get(e.id));
      const shown = edgeLabel.has(e.id) ? String(edgeLabel.get(e.id)) : isChoice ? String(choice.label) : "";
      if (shown) {
        const w = 12 + 10 * shown.length;
        const isLast = lastMv && lastMv.edge && sameEnds(lastMv.edge, [e.u, e.v]);
        view.layers.marks.append(svgEl("rect", {x: (x - w / 2).toFixed(1), y: (y - 12).toFixed(1), width: w, height: 24, rx: 6,
                                                class: `gg-edge-label${isChoice ? " gg-pending" : ""}${isLast ? " gg-last-box" : ""}`}));
        text(view, "marks", x, y, shown, "gg-label-text");
      }
      if (!edgeLabel.has(e.id)) edgeHit(view, e.id);
    }
    for (const v of c.board.vertices) {
      const isChoice = choice && choice.vertex === v.id;
      if (isChoice) circle(view, "halo", v.id, r + 8, "gg-selected-ring");
      else if (lit.has(`v${v.id}`)) circle(view, "halo", v.id, r + 8, "gg-legal-ring");
      circle(view, "vertices", v.id, r, `gg-vertex gg-open${isChoice ? " gg-pending" : ""}`);
      const [x, y] = view.places.get(v.id);
      const shown = vertexLabel.has(v.id) ? vertexLabel.get(v.id) : isChoice ? choice.label : null;
      if (shown !== null) text(view, "tags", x, y, String(shown), "gg-label-text");
      if (lastMv && lastMv.vertex === v.id) circle(view, "marks", v.id, r + 5, "gg-last-ring");
      const [tx, ty] = tagPlace(view, v.id, r + 12);
      text(view, "tags", tx, ty, c.vname(v.id), "gg-tag");
      if (!vertexLabel.has(v.id)) vertexHit(view, v.id);
    }
  }

  /** How a game ended, in words (a termination code of the frame's outcome); null for an unknown code. */
  function endText(code, lang) {
    return (STRINGS[lang] || STRINGS.en).ends[code] || null;
  }

  /** The sentence for one of a game's own refusal codes, or null for another code. */
  function codeText(game, code, lang) {
    const codes = (STRINGS[lang] || STRINGS.en).codes[game];
    return codes && codes[code] ? codes[code] : null;
  }

  window.addEventListener("resize", () => { if (last && last.root.isConnected) render(last.root, last.ctx); });
  window.GGBoard = {render, pick, codeText, endText, GAMES};
})();
