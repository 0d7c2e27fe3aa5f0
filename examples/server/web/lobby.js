// The lobby: create a game against bots, list the games this browser
// holds a seat in (their tokens are kept in localStorage) and every game,
// to watch.
"use strict";

const colors = ["red", "blue", "yellow", "purple"];

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
  document.querySelectorAll(".opponent").forEach(sel => {
    if (!sel.value) return;
    const seat = { color: others[seats.length - 1], kind: sel.value };
    if (sel.value === "ismcts") seat.iterations = iterations;
    seats.push(seat);
  });
  const body = { seats, sandra_reward: document.getElementById("sandra-reward").checked };
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
    const who = g.seats.map(s => `${s.color} (${s.kind})`).join(", ");
    const state = g.broken ? "broken" : g.over ? "over" : `version ${g.version}`;
    all.append(el("li", {}, el("a", { href: `/game/${g.id}` }, g.id), ` ${who} — ${state}`));
  }
  if (!all.children.length) all.append(el("li", { class: "muted" }, "none yet"));
}

document.getElementById("new-game").addEventListener("submit", create);
list();
