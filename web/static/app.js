// The mtgs table: one person plays a seat against the automatic player.
// The page speaks the protocol of docs/protocol.md, either to the engine
// compiled to WebAssembly and running in the page, or to `mtgs serve
// --listen` over a WebSocket (config.js says which).
"use strict";

const $ = (id) => document.getElementById(id);

const state = {
  send: null,      // sends a request
  game: "",        // the game being played
  seat: 0,         // the seat this page plays
  view: null,      // the seat's latest view
  actions: [],     // the seat's legal actions, with ids
  decision: null,  // the decision waiting for an answer
  log: [],         // the text of the events the seat was told of
  replay: null,    // a replay being viewed: {frames, pos}
};

// el makes an element with a class and text.
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function status(text) { $("status").textContent = text; }

// connect opens the transport and returns a function that sends a request.
async function connect(onMessage) {
  const cfg = window.mtgsConfig || { transport: "wasm", decks: [] };
  if (cfg.transport === "ws") {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + (cfg.path || "/ws");
    const ws = new WebSocket(url);
    ws.onmessage = (e) => onMessage(JSON.parse(e.data));
    ws.onclose = () => status("disconnected");
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    return (msg) => ws.send(JSON.stringify(msg));
  }
  const go = new Go();
  const wasm = await WebAssembly.instantiateStreaming(fetch(cfg.wasm || "main.wasm"), go.importObject);
  go.run(wasm.instance);
  window.mtgsReceive = (text) => onMessage(JSON.parse(text));
  const decks = {};
  for (const name of cfg.decks || []) {
    const r = await fetch("decks/" + name + ".txt");
    if (r.ok) decks[name] = await r.text();
  }
  const err = window.mtgsStart(JSON.stringify(decks));
  if (err) throw new Error(err);
  return (msg) => window.mtgsSend(JSON.stringify(msg));
}

function onMessage(m) {
  switch (m.type) {
    case "hello":
      for (const sel of [$("deck"), $("opponent")]) {
        sel.replaceChildren(...m.decks.map((d) => { const o = el("option", "", d); o.value = d; return o; }));
      }
      if (m.decks.length > 1) $("opponent").selectedIndex = 1;
      $("start").disabled = false;
      status("ready");
      break;
    case "started":
      state.game = m.game;
      state.log = [];
      $("concede").disabled = false;
      status("game " + m.game + " (seed " + m.seed + ")");
      break;
    case "view":
      if (m.game === state.game && m.seat === state.seat) { state.view = m.view; renderView(); }
      break;
    case "actions":
      if (m.game === state.game && m.seat === state.seat) { state.actions = m.actions; renderActions(); }
      break;
    case "decision":
      if (m.game === state.game && m.seat === state.seat) { state.decision = m.decision; renderDecision(); }
      break;
    case "events":
      if (m.game === state.game && m.seat === state.seat) {
        for (const e of m.events) if (e.text) state.log.push(e.text);
        renderLog(state.log);
      }
      break;
    case "gameOver": {
      const r = m.result;
      const who = r.draw ? "a draw" : (state.view ? state.view.players[r.winner].name : "seat " + r.winner) + " wins";
      status("game over: " + who + " (" + r.rule + ")");
      $("concede").disabled = true;
      state.actions = []; state.decision = null;
      renderActions(); renderDecision();
      break;
    }
    case "error":
      status("refused: " + m.message);
      break;
  }
}

function play() {
  state.send({
    type: "newGame",
    seed: Number($("seed").value) || 0,
    seats: [
      { name: "player", deck: $("deck").value, auto: false },
      { name: "computer", deck: $("opponent").value, auto: true },
    ],
  });
}

// concede: the player leaves the game and loses (104.3a).
function concede() {
  state.send({ type: "concede", game: state.game, seat: state.seat });
}

function refText(r) { return r && r !== "#none" ? r : ""; }

function cardEl(c, cls) {
  const d = el("div", cls || "card");
  d.dataset.ref = c.ref;
  d.append(el("span", "name", c.faceDown ? "face-down card" : c.name), " ", el("span", "ref", refText(c.ref)));
  if (c.manaCost) d.append(" ", el("span", "cost", c.manaCost));
  return d;
}

// toAct says who is to act: the player with priority, or the player
// declaring attackers or blockers while no player has priority (508.1,
// 509.1).
function toAct(v) {
  if (v.over || v.actor < 0) return "game over";
  const who = v.players[v.actor].name;
  if (v.priority === v.actor) return "priority: " + who;
  if (v.priority >= 0) return "priority: " + v.players[v.priority].name + " · " + who + " to act";
  return "no priority · " + who + (v.step === "declare attackers step" ? " declares attackers" : " declares blockers");
}

function renderView() {
  const v = state.view;
  if (!v) return;
  $("turn").textContent = "turn " + v.turn + " · " + v.step + " · " + v.players[v.active].name + "'s turn · " + toAct(v);
  $("players").replaceChildren(...v.players.map((p) => {
    const d = el("div", "player" + (p.id === v.active ? " active" : ""));
    d.dataset.seat = p.id;
    d.append(el("span", "pname", p.name + (p.id === v.seat ? " (you)" : "")), " life ", el("span", "life", String(p.life)),
      el("div", "", "hand " + p.handSize + " · library " + p.librarySize + " · graveyard " + p.graveyard.length + " · exile " + p.exile.length + (p.pool ? " · pool " + p.pool : "")));
    if (p.lost) d.append(el("div", "", "lost"));
    return d;
  }));
  $("battlefield").replaceChildren(...v.players.map((p) => {
    const row = el("div", "side");
    row.append(el("div", "zone-owner", p.name));
    for (const c of v.battlefield.filter((c) => c.controller === p.id)) {
      const d = cardEl(c, "permanent" + (c.tapped ? " tapped" : ""));
      if (c.hasPT) d.append(el("span", "pt", c.power + "/" + c.toughness));
      if (c.loyalty) d.append(el("span", "pt", "loyalty " + c.loyalty));
      for (const [k, n] of Object.entries(c.counters || {})) d.append(el("div", "counter", n + " " + k));
      if (c.damage) d.append(el("div", "damage", c.damage + " damage"));
      if (refText(c.attachedTo)) d.append(el("div", "attached", "attached to " + c.attachedTo));
      if (c.attachedPlayer !== undefined) d.append(el("div", "attached", "attached to " + v.players[c.attachedPlayer].name));
      row.append(d);
    }
    return row;
  }));
  $("stack").replaceChildren(...v.stack.map((s) => el("li", "item", s.name + " " + refText(s.source) + ": " + s.text)));
  const me = v.players[v.seat];
  $("hand").replaceChildren(...(me && me.hand ? me.hand.map((c) => cardEl(c)) : []));
}

function renderActions() {
  const box = $("actions");
  box.replaceChildren(...state.actions.map((a) => {
    const b = el("button", "action", a.text);
    b.dataset.id = a.id;
    b.onclick = () => act(a);
    return b;
  }));
}

// act takes a listed action; declarations and X are completed first.
function act(a) {
  const k = a.action.kind;
  if (k === "declare attackers" || k === "declare blockers") return declare(a);
  const req = { type: "act", game: state.game, seat: state.seat, id: a.id };
  if (a.action.hasX) {
    const x = Number(prompt("X (at most " + a.action.maxX + ")", String(a.action.maxX)));
    if (Number.isNaN(x)) return;
    req.x = x;
  }
  state.send(req);
}

// declare shows the creatures that may attack or block, and sends the
// declaration chosen.
function declare(a) {
  const box = $("declare");
  box.hidden = false;
  const attacking = a.action.kind === "declare attackers";
  const rows = [];
  const opts = attacking ? a.action.attackOptions || [] : a.action.blockOptions || [];
  for (const o of opts) {
    const row = el("div", "declare-row");
    const sel = el("select", "declare-choice");
    sel.append(el("option", "", "—"));
    const named = (r) => { const c = state.view.battlefield.find((c) => c.ref === r); return c ? c.name + " " + r : r; };
    const targets = attacking
      ? o.defenders.map((p) => ({ value: String(p), text: state.view.players[p].name }))
        .concat((o.planeswalkers || []).map((r) => ({ value: r, text: named(r) })))
      : o.attackers.map((r) => ({ value: r, text: named(r) }));
    for (const t of targets) { const op = el("option", "", t.text); op.value = t.value; sel.append(op); }
    row.append(el("span", "", (attacking ? o.creature : o.blocker) + " → "), sel);
    rows.push({ o, sel });
    box.append(row);
  }
  const go = el("button", "declare-submit", attacking ? "attack" : "block");
  go.onclick = () => {
    const req = { type: "act", game: state.game, seat: state.seat, id: a.id };
    // A planeswalker is named by its reference ("#12.3"), a player by seat.
    if (attacking) req.attacks = rows.filter((r) => r.sel.selectedIndex > 0).map((r) => r.sel.value.startsWith("#")
      ? { creature: r.o.creature, planeswalker: r.sel.value }
      : { creature: r.o.creature, defender: Number(r.sel.value) });
    else req.blocks = rows.filter((r) => r.sel.selectedIndex > 0).map((r) => ({ blocker: r.o.blocker, attackers: [r.sel.value] }));
    box.hidden = true;
    box.replaceChildren();
    state.send(req);
  };
  box.replaceChildren(...box.childNodes, go);
}

function renderDecision() {
  const d = state.decision;
  $("decision").hidden = !d;
  if (!d) return;
  $("prompt").textContent = d.prompt + (d.min === d.max ? " (choose " + d.min + ")" : " (choose " + d.min + " to " + d.max + ")");
  const chosen = [];
  const single = d.min === 1 && d.max === 1;
  $("options").replaceChildren(...d.options.map((o, i) => {
    const b = el("button", "option", o.label);
    b.dataset.index = i;
    b.onclick = () => {
      if (single) return answer([i]);
      chosen.push(i);
      b.disabled = chosen.filter((c) => c === i).length > 0 && d.kind !== "damage" && d.kind !== "divide" && d.kind !== "spend";
    };
    return b;
  }));
  $("submit").hidden = single;
  $("submit").onclick = () => answer(chosen);
  // The engine's own answer (the automatic mana payment, say), when it has one.
  $("default").hidden = !d.default;
  $("default").onclick = () => answer(d.default);
}

function answer(choices) {
  const d = state.decision;
  state.decision = null;
  renderDecision();
  state.send({ type: "answer", game: state.game, seat: state.seat, decision: d.id, choices });
}

function renderLog(lines) {
  $("log").replaceChildren(...lines.map((t) => el("li", "", t)));
  $("log").scrollTop = $("log").scrollHeight;
}

// The replay viewer: the engine plays the file back (mtgsReplay) into
// frames, the game as the first seat saw it after each recorded input;
// the viewer steps forward and back through them.
async function loadReplay(file) { showReplay(await file.text()); }

function showReplay(text) {
  if (!window.mtgsReplay) { status("replays need the in-page engine"); return; }
  const out = JSON.parse(window.mtgsReplay(text));
  if (out.error) { status("replay: " + out.error); return; }
  state.replay = { log: out.log, frames: out.frames, pos: 0 };
  status("replay of " + out.game + ": " + out.seats.join(" against "));
  showFrame(0);
}

function showFrame(pos) {
  const r = state.replay;
  r.pos = Math.max(0, Math.min(pos, r.frames.length - 1));
  const f = r.frames[r.pos];
  state.view = f.view;
  renderView();
  renderLog(r.log.slice(0, f.logLen));
  $("replay-pos").textContent = (r.pos + 1) + " / " + r.frames.length;
  $("replay-prev").disabled = r.pos === 0;
  $("replay-next").disabled = r.pos === r.frames.length - 1;
}

async function main() {
  $("start").onclick = play;
  $("concede").onclick = concede;
  $("replay-file").onchange = (e) => { if (e.target.files[0]) loadReplay(e.target.files[0]); };
  $("replay-prev").onclick = () => showFrame(state.replay.pos - 1);
  $("replay-next").onclick = () => showFrame(state.replay.pos + 1);
  try {
    state.send = await connect(onMessage);
  } catch (e) {
    status("could not start the engine: " + e);
  }
}

main();
