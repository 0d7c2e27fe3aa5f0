// A seat's game page: the table as the seat sees it (its View), its legal
// actions as buttons, and the events as they arrive on the stream. With
// no token (after #token= in the address) it watches as a spectator.
"use strict";

const gameID = location.pathname.split("/").pop();
const params = new URLSearchParams(location.hash.slice(1));
const token = params.get("token") || new URLSearchParams(location.search).get("token");
const api = `/api/games/${gameID}`;
const headers = token ? { Authorization: `Bearer ${token}` } : {};
const departments = ["rnd", "assembly", "logistics", "design", "administration"];
const parts = ["motor", "autopilot", "battery", "body", "electronics", "drivetrain"];
const models = ["city", "suv", "truck", "sports", "concept"];

let current = null; // the last state answered
let sending = false;

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "text") e.textContent = v; else e.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

function chip(color) { return el("span", { class: `chip ${color}`, text: color }); }

function benefit(b) {
  const s = Object.entries(b || {}).map(([k, v]) => `${v} ${k}`).join(", ");
  return s || "—";
}

function table(head, rows) {
  const t = el("table");
  t.append(el("tr", {}, ...head.map(h => el("th", { text: h }))));
  for (const r of rows) t.append(el("tr", {}, ...r.map(c => el("td", {}, typeof c === "object" ? c : String(c)))));
  return t;
}

function replace(id, ...children) {
  const e = document.getElementById(id);
  e.replaceChildren(...children.filter(c => c !== null && c !== undefined));
}

async function load() {
  const resp = await fetch(token ? `${api}/state` : `${api}/spectate`, { headers });
  const out = await resp.json();
  if (!resp.ok) { showError(out); return; }
  current = out;
  render(out);
}

function showError(out) {
  const msg = out.rule ? `${out.rule}: ${out.reason}` : out.message || "error";
  document.getElementById("error").textContent = msg;
}

function render(st) {
  const v = st.view;
  replace("title", token ? el("span", {}, "you are ", chip(st.color)) : el("span", { text: "watching" }),
    ` · game ${st.game} · day ${v.day}, week ${v.week}, production cycle ${v.production_cycle}`);
  replace("status", st.over ? "game over" : st.your_turn ? "your turn" : `waiting for ${st.next.player}`);
  document.body.classList.toggle("my-turn", st.your_turn);
  replace("next", `${st.next_text} (version ${st.version})`);
  renderActions(st);
  renderHand(v);
  renderPlayers(v);
  renderSolo(v);
  renderFactory(v);
  renderDisplay(v);
  renderConveyor(v);
  renderMeeting(v);
  renderResult(st);
}

let actionsShown = ""; // the version and turn the buttons were made for

function renderActions(st) {
  const box = document.getElementById("actions");
  // Buttons are made again only when the game moved, not at each reload,
  // so that none changes under the pointer.
  const key = `${st.version} ${st.your_turn}`;
  if (key === actionsShown && !sending) return;
  actionsShown = key;
  if (!token) { box.replaceChildren(el("p", { class: "muted", text: "spectators do not act" })); return; }
  if (!st.your_turn) { box.replaceChildren(el("p", { class: "muted", text: st.over ? "the game is over" : "not your turn: the others are playing" })); return; }
  const list = el("ol", { class: "actions" });
  st.legal.forEach((a, i) => {
    const b = el("button", { class: "action", type: "button", "data-index": String(i), "data-notation": a.notation },
      el("span", { class: "desc", text: a.description }),
      el("span", { class: "cost", text: a.cost_text === "nothing" ? "free" : `costs ${a.cost_text}` }),
      el("code", { text: a.notation }));
    b.addEventListener("click", () => act(st.version, a.notation));
    list.append(el("li", {}, b));
  });
  box.replaceChildren(list);
}

async function act(version, notation) {
  if (sending) return;
  sending = true;
  document.getElementById("error").textContent = "";
  document.querySelectorAll("button.action").forEach(b => { b.disabled = true; });
  actionsShown = "";
  try {
    const resp = await fetch(`${api}/actions`, {
      method: "POST", headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ version, notation }),
    });
    if (!resp.ok) showError(await resp.json());
  } finally {
    sending = false;
    await load();
  }
}

function renderHand(v) {
  if (!token) { replace("hand", el("p", { class: "muted", text: "a spectator sees no hand" })); return; }
  const goals = v.hand.goals.map(g => `goal ${g}`).join(", ") || "none";
  const kanban = v.hand.kanban.map(k => `card ${k}`).join(", ") || "none";
  replace("hand", el("p", {}, el("b", { text: "Performance Goals: " }), goals),
    el("p", {}, el("b", { text: "Kanban Order cards: " }), kanban),
    v.room_goal !== "none" ? el("p", { text: `put face down for the meeting room: goal ${v.room_goal}` }) : null,
    v.award_choice && v.award_choice.length ? el("p", { text: `Award tiles to keep one of: ${v.award_choice.join(", ")}` }) : null);
}

function renderPlayers(v) {
  const rows = v.players.map(p => [
    chip(p.color), p.pp, p.workstation, p.banked_shifts, p.books, p.vouchers,
    `${p.speech}/${p.speech_spaces}` + (p.generic_speech ? ` +${p.generic_speech} generic` : ""),
    departments.map((d, i) => `${d} ${p.training[i]}${p.locks[i] ? "  locked" : ""}`).join(", "),
    `${p.certifications} (space ${p.cert_space})`,
    parts.map((x, i) => p.parts[i] ? `${p.parts[i]} ${x}` : "").filter(Boolean).join(", ") + ` (${p.storage_spaces} spaces)`,
    (p.desk.join(", ") || "—") + ` (${p.desk_spaces} spaces)`,
    p.upgraded.join(", ") || "—",
    p.garages.map((g, i) => `${i + 1}: ${g}`).join(" "),
  ]);
  replace("players", table(["", "PP", "worker", "banked", "books", "vouchers", "speech", "training", "certified", "storage", "desk", "upgraded", "garages"], rows),
    el("p", {}, "Certification order: ", ...v.cert_order.map(chip)));
}

// renderSolo shows, in a solo game, the two Colleagues from view.solo:
// name, PP, workstation, part and training, and the solo table around them.
function renderSolo(v) {
  const so = v.solo;
  document.getElementById("solo-panel").hidden = !so;
  if (!so) { replace("solo"); return; }
  const rows = so.colleagues.map(c => [
    el("span", {}, `${c.name} `, chip(c.color)), c.pp, c.workstation, c.part === "none" ? "—" : c.part,
    departments.map((d, i) => `${d} ${c.training[i]}`).join(", "),
    c.cert_space < 0 ? `${c.cert_section}` : `${c.cert_section} (space ${c.cert_space})`,
    (c.upgraded || []).join(", ") || "—",
    models.map((m, i) => c.cars[i] ? `${c.cars[i]} ${m}` : "").filter(Boolean).join(", ") || "—",
  ]);
  replace("solo", table(["Colleague", "PP", "workstation", "part", "training", "certified", "upgraded", "cars"], rows),
    el("p", {}, el("b", { text: "Difficulty cards: " }), so.difficulty.join(", ") || "none"),
    el("p", {}, el("b", { text: "Department column: " }), so.column.join(", ") || "—",
      `; department deck ${so.department_deck}, selection deck ${so.selection_deck}` +
      (so.selection_drawn >= 0 ? `, last selection card ${so.selection_drawn}` : "")),
    el("p", {}, el("b", { text: "Shared stack: " }), `${so.shared_stack.top} (${so.shared_stack.size})`,
      "; Colleagues' parts: ", parts.map((x, i) => so.colleague_parts[i] ? `${so.colleague_parts[i]} ${x}` : "").filter(Boolean).join(", ") || "none"));
}

// colleagueName returns the Colleague's name for a colour in a solo game,
// or "".
function colleagueName(v, color) {
  const c = v.solo && v.solo.colleagues.find(c => c.color === color);
  return c ? c.name : "";
}

function renderFactory(v) {
  const ws = [];
  departments.forEach((d, i) => {
    for (const [j, pos] of [[0, "top"], [1, "bottom"]]) {
      const w = v.workstations[2 * i + j];
      const name = `${d}-${pos}`;
      ws.push([name, w === "none" ? (v.sandra === name ? "Sandra" : "") : chip(w)]);
    }
  });
  const t = v.turn;
  replace("factory",
    table(["workstation", "worker"], ws),
    el("p", {}, el("b", { text: "Turn: " }), t.player === "none" ? "—" : `${t.player} at ${t.workstation}, ${t.shifts} Shifts left (${t.worked} worked)`),
    el("p", {}, el("b", { text: "Warehouses: " }), parts.map((x, i) => `${x} ${v.warehouses[i]}`).join(", ")),
    el("p", {}, el("b", { text: "Supply: " }), parts.map((x, i) => `${x} ${v.supply.parts[i]}`).join(", "),
      `; cars ${models.map((m, i) => `${m} ${v.supply.cars[i]}`).join(", ")}; books ${v.supply.books}; vouchers ${v.supply.vouchers}`),
    el("p", {}, el("b", { text: "Recycling pool: " }), v.recycling_pool.join(", ")),
    el("p", {}, el("b", { text: "Training tracks: " }), departments.map((d, i) => `${d}: ${v.track_orders[i].join(" > ") || "—"}`).join("; ")),
    el("p", {}, el("b", { text: "Award stacks: " }), departments.map((d, i) => `${d} ${v.award_stacks[i].tiles}`).join(", ")),
    el("p", {}, el("b", { text: "Factory Goals: " }), v.factory_goals.map(g => `${g.kind} ${g.threshold} (${g.tokens})`).join(", ")),
    v.order.length ? el("p", {}, el("b", { text: "Order: " }), v.order.map(o => `${o.color}${o.done ? " ✓" : ""}`).join(", ")) : null);
}

function renderDisplay(v) {
  const rows = v.display.map((row, r) => [`row ${r + 1}`, ...row]);
  replace("display", table(["", ...v.column_bonus.map((b, i) => `column ${i + 1} (${benefit(b)})`)], rows),
    el("p", {}, el("b", { text: "Stacks: " }), v.stacks.map((s, i) => `${["central", "first office 1", "first office 2"][i] || i}: ${s.top} (${s.size})`).join(", ")));
}

function renderConveyor(v) {
  const assembly = models.map((m, i) => [m, v.assembly[i].join(", ") || "—",
    parts.map((x, j) => v.upgrades[i][j] !== "none" ? `${x} (${v.upgrade_owners[i][j]})` : "").filter(Boolean).join(", ") || "—"]);
  replace("conveyor",
    el("p", {}, el("b", { text: "Conveyor: " }), v.conveyor.map((m, i) => `${i}:${m === "none" ? "·" : m}`).join(" ")),
    el("p", {}, el("b", { text: "Test track: " }), `Pace Car at ${v.pace_car}; behind it ${v.test_queue.join(", ") || "nothing"}`),
    el("p", {}, el("b", { text: "Demand: " }), v.demand.map(d => `${d.model} (${d.tokens})`).join(", "), ` — ${v.demand_stack} face down`),
    table(["model", "parts provided", "upgrades (by)"], assembly),
    el("p", {}, el("b", { text: "Upgrade values: " }), parts.map((x, i) => `${x} ${v.upgrade_values[i].value}`).join(", ")),
    v.parking.length ? el("p", { text: `cars to park: ${v.parking.join(", ")}` }) : null);
}

function renderMeeting(v) {
  const rows = v.meeting_goals.map(g => [g.card, g.measure, g.pp, g.tokens.join(", "), g.played_by, g.score]);
  replace("meeting",
    el("p", {}, `Meeting room: ${v.meeting_room.join(", ")}${v.meeting_scheduled ? " — a Meeting is scheduled" : ""}; final goal ${v.final_goal}; goal deck ${v.goal_deck}, Kanban deck ${v.kanban_deck}`),
    rows.length ? table(["goal", "measures", "PP", "tokens", "played by", "would score you"], rows) : null);
}

function renderResult(st) {
  if (!st.result) { replace("result"); return; }
  const rows = st.result.standings.map(s => {
    const name = colleagueName(st.view, s.color);
    return [s.place, name ? el("span", {}, `${name} `, chip(s.color)) : chip(s.color), s.pp, s.cars, s.tested_designs, s.banked_shifts];
  });
  replace("result", el("section", { class: "panel final" }, el("h2", { text: "Final result" }),
    table(["place", "player", "PP", "cars", "Tested Designs", "Banked Shifts"], rows),
    st.view.solo ? el("p", { class: "muted", text: "Solo: you win with strictly more PP than each Colleague." }) : null));
}

// The stream: every event as this seat may see it. EventSource sends
// Last-Event-ID when it reconnects, so nothing is shown twice.
let reloadSoon = null;
function listen() {
  const url = token ? `${api}/events?token=${encodeURIComponent(token)}` : `${api}/spectate/events`;
  const es = new EventSource(url);
  const list = document.getElementById("events");
  es.onmessage = m => {
    const d = JSON.parse(m.data);
    list.prepend(el("li", { value: String(d.event.seq), text: d.text }));
    while (list.children.length > 300) list.lastChild.remove();
    clearTimeout(reloadSoon);
    reloadSoon = setTimeout(load, 60);
  };
  es.addEventListener("broken", m => { showError(JSON.parse(m.data)); es.close(); });
}

load();
listen();
