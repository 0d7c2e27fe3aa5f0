// The lobby: create a game against bots, list the games this browser
// holds a seat in (their tokens are kept in localStorage) and every game,
// to watch.
"use strict";

const colors = ["red", "blue", "yellow", "purple"];
// The Difficulty cards of the solo mode, #1 to #9 (components/solo.go).
const difficultyCards = ["certified-lacerda", "cushy-speech", "certified-advantage", "productive-upgrades",
  "optimized-upgrades", "increased-quotas", "forced-overtime", "keeping-up", "termination-clause"];

function myGames() {
  try { return JSON.parse(localStorage.getItem("kanban-games") || "[]"); } catch { return []; }
}

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

async function create(ev) {
  ev.preventDefault();
  const err = document.getElementById("lobby-error");
  err.textContent = "";
  const me = document.getElementById("color").value;
  const others = colors.filter(c => c !== me);
  const seats = [{ color: me, kind: "human", expert_side: document.getElementById("expert").checked }];
  const iterations = parseInt(document.getElementById("iterations").value, 10);
  const solo = document.getElementById("solo").checked;
  document.querySelectorAll(".opponent").forEach(sel => {
    if (!sel.value || solo) return;
    const seat = { color: others[seats.length - 1], kind: sel.value };
    if (sel.value === "ismcts") seat.iterations = iterations;
    seats.push(seat);
  });
  const body = { seats, sandra_reward: document.getElementById("sandra-reward").checked };
  if (solo) {
    const how = document.getElementById("difficulty").value;
    body.solo = {};
    if (how === "random") body.solo.random_difficulty = true;
    if (how === "chosen") body.solo.difficulty = [...document.querySelectorAll(".difficulty-card:checked")].map(c => c.value);
  }
  const resp = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const out = await resp.json();
  if (!resp.ok) { err.textContent = out.message || resp.statusText; return; }
  const t = out.tokens[0];
  const games = myGames();
  games.unshift({ id: out.id, color: t.color, token: t.token, page: t.page, created: out.created });
  localStorage.setItem("kanban-games", JSON.stringify(games));
  location.href = t.page;
}

async function list() {
  const mine = document.getElementById("my-games");
  for (const g of myGames()) {
    mine.append(el("li", {}, el("a", { href: g.page }, `${g.id} as ${g.color}`), ` — ${new Date(g.created).toLocaleString()}`));
  }
  if (!mine.children.length) mine.append(el("li", { class: "muted" }, "none yet"));
  const all = document.getElementById("all-games");
  const resp = await fetch("/api/games");
  const games = await resp.json();
  for (const g of games.reverse()) {
    const who = g.seats.map(s => `${s.color} (${s.kind})`).join(", ") + (g.solo ? " solo" : "");
    const state = g.broken ? "broken" : g.over ? "over" : `version ${g.version}`;
    all.append(el("li", {}, el("a", { href: `/game/${g.id}` }, g.id), ` ${who} — ${state}`));
  }
  if (!all.children.length) all.append(el("li", { class: "muted" }, "none yet"));
}

// soloForm shows the difficulty choice only for a solo game, and the
// opponents only for the others.
function soloForm() {
  const solo = document.getElementById("solo").checked;
  document.querySelectorAll(".opponent").forEach(sel => { sel.disabled = solo; });
  document.getElementById("difficulty").disabled = !solo;
  const chosen = solo && document.getElementById("difficulty").value === "chosen";
  document.querySelectorAll(".difficulty-card").forEach(c => { c.disabled = !chosen; });
}

const cards = document.getElementById("difficulty-cards");
difficultyCards.forEach((name, i) => {
  cards.append(el("label", {}, el("input", { type: "checkbox", class: "difficulty-card", value: name }), ` #${i + 1} ${name}`), " ");
});
document.getElementById("solo").addEventListener("change", soloForm);
document.getElementById("difficulty").addEventListener("change", soloForm);
soloForm();

document.getElementById("new-game").addEventListener("submit", create);
list();
