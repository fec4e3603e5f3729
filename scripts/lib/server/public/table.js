// The browser table: plain JavaScript, no build step. It talks to the server's HTTP lobby and plays one seat over a
// WebSocket (docs/server.md): the player's own view is drawn, legal actions are buttons (and clickable cards),
// choices are dialogs, and a reload reconnects with the seat token kept in this tab's session storage.
'use strict';
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) { if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v); }
  for (const c of children) e.append(c);
  return e;
};
let seat = null;
let socket = null;
let last = { view: null, cards: {} };
let request = null;
let over = null;
let tableId = null;
let seats = [];

function showError(message) {
  $('error-text').textContent = message;
  $('error').hidden = false;
}
function hideError() { $('error').hidden = true; }
$('error-close').addEventListener('click', hideError);

async function api(method, path, body) {
  const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await res.json();
  if (!res.ok) throw new Error(json.error + (json.path ? ` (at ${json.path})` : ''));
  return json;
}

/** A seat's state as a badge: a bot (which), a person connected, away (joined, no connection) or open. */
function seatBadge(s) {
  const [cls, text] = s.kind === 'bot' ? ['bot', `${s.bot || 'random'} bot`] : s.connected ? ['connected', 'connected'] : s.joined ? ['away', 'away'] : ['open', 'open'];
  return el('span', { class: `seat-state ${cls}` }, text);
}

/** The lobby: every table with its ruleset, status, turn and seats; open seats can be joined. */
async function lobby() {
  const { tables } = await api('GET', '/tables');
  $('no-tables').hidden = tables.length > 0;
  $('tables').replaceChildren(...tables.map((t) => el('tr', { 'data-table': t.id },
    el('td', {}, t.id), el('td', {}, t.ruleset), el('td', {}, t.status + (t.result ? (t.result.draw ? ' (draw)' : ` (${t.seats[t.result.winner] ? t.seats[t.result.winner].name : t.result.winner} won)`) : '')), el('td', {}, String(t.turn)),
    el('td', {}, ...t.seats.flatMap((s, i) => [i ? ' vs ' : '', `${s.name} `, seatBadge(s)])),
    el('td', {}, ...t.seats.filter((s) => s.kind === 'person' && !s.joined && t.status === 'playing').map((s) => el('button', { type: 'button', class: 'join', onclick: () => join(t.id, s.seat, 'Guest').catch((e) => showError(e.message)) }, `Join seat ${s.seat}`))))));
}
$('refresh').addEventListener('click', () => lobby().catch((e) => showError(e.message)));
// The lobby keeps itself current while it is shown.
setInterval(() => { if (!$('lobby').hidden) lobby().catch(() => {}); }, 5000);

async function join(table, n, name) {
  const { token } = await api('POST', `/tables/${table}/seats/${n}`, { name });
  location.hash = `table=${table}&seat=${n}`;
  sessionStorage.setItem(`hyperdraft:${table}:${n}`, token);
  connect(table, n, token);
}

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  try {
    const opponent = f.get('opponent');
    const t = await api('POST', '/tables', { ruleset: f.get('ruleset'), seats: ['person', opponent === 'person' ? 'person' : 'bot'], ...(opponent === 'random' ? { bot: 'random' } : {}) });
    await join(t.id, 0, f.get('name') || 'You');
    if (f.get('opponent') === 'person') {
      $('invite').hidden = false;
      $('links').replaceChildren(el('li', {}, `Seat 1: open ${location.origin}/ and join table ${t.id}`));
    }
  } catch (err) { showError(`The table could not be made: ${err.message}`); }
});

function connect(table, n, token) {
  $('lobby').hidden = true;
  $('table').hidden = false;
  seat = n;
  tableId = table;
  socket = new WebSocket(`${location.origin.replace('http', 'ws')}/ws`);
  const state = $('connection');
  state.textContent = 'connecting…';
  state.className = 'state';
  socket.onopen = () => { state.textContent = `seat ${n}: connected`; state.className = 'state open'; socket.send(JSON.stringify({ type: 'hello', table, seat: n, token })); };
  socket.onclose = (e) => {
    state.className = 'state closed';
    // 4003: the token does not hold the seat; 4004: a bot took it; 4009: too many tabs. Otherwise try again.
    const final = { 4003: 'refused: this link does not hold the seat', 4004: 'a bot took this seat', 4009: 'refused: the seat is open in too many tabs' }[e.code];
    if (final) { state.textContent = final; showError(`Disconnected: ${final}.`); request = null; drawActions(); return; }
    if (over) { state.textContent = 'game over (closed)'; return; }
    state.textContent = 'reconnecting…';
    setTimeout(() => connect(table, n, token), 1000);
  };
  socket.onmessage = (e) => receive(JSON.parse(e.data));
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) { showError('Not connected to the server: the page reconnects, then try again.'); return false; }
  socket.send(JSON.stringify(message));
  return true;
}

function receive(m) {
  switch (m.type) {
    case 'welcome': $('status').textContent = `table ${m.table} · ${m.ruleset} · ${m.players.join(' vs ')}`; drawSeats(m.seats); break;
    case 'view': last = m; drawBoard(); lightCharts(m.machines || {}); break;
    case 'charts': addCharts(m.charts); break;
    case 'seats': drawSeats(m.seats); break;
    case 'undo-asked': undoAsked(m); break;
    case 'undo-refused': $('undo-ask').hidden = true; $('undo-status').textContent = m.reason ? `Nothing was taken back: ${m.reason}` : m.from === seat ? `${m.name} refused to take back your decision(s).` : 'The undo was refused.'; break;
    case 'undone':
      $('undo-ask').hidden = true;
      $('undo-status').textContent = `${m.n} decision(s) of ${seatName(m.by)} taken back: the game is back at decision ${m.decisions}.`;
      $('log').append(el('li', { class: 'undone' }, `— ${m.n} decision(s) of ${seatName(m.by)} taken back —`));
      over = null; request = null; $('choice').open && $('choice').close(); drawActions();
      break;
    case 'event': if (m.line) $('log').append(el('li', {}, m.line)); $('log').scrollTop = 1e9; break;
    case 'decision': request = m; drawActions(); break;
    case 'choice': request = m; drawActions(); openChoice(m); break;
    case 'over': over = m.result; request = null; drawActions(); drawSeats(seats); break;
    case 'error': showError(m.message + (m.path ? ` (at ${m.path})` : '')); if (request) drawActions(); break;
    default: break;
  }
}

function seatName(n) { return (seats[n] && seats[n].name) || `seat ${n}`; }

/** The seats: who sits where, joined and connected; another person's seat with nobody connected can be given to a bot. */
function drawSeats(list) {
  seats = list || [];
  $('seats').replaceChildren(...seats.map((s) => el('li', { 'data-seat': String(s.seat) }, `${s.name}${s.seat === seat ? ' (you)' : ''} `, seatBadge(s),
    ...(s.kind === 'person' && s.seat !== seat && !s.connected && !over ? [' ', el('button', { type: 'button', class: 'seat-bot', onclick: () => seatBot(s.seat) }, 'Seat a bot here')] : []))));
}

async function seatBot(n) {
  try { await api('POST', `/tables/${tableId}/seats/${n}/bot`, {}); $('undo-status').textContent = ''; } catch (e) { showError(`No bot was seated: ${e.message}`); }
}

/** An undo asked: the one who asked waits; the others accept or refuse it. */
function undoAsked(m) {
  if (m.from === seat) { $('undo-status').textContent = `Asked to take back ${m.n} decision(s); waiting for ${m.waiting.map(seatName).join(' and ')}.`; return; }
  $('undo-text').textContent = `${m.name} asks to take back their last ${m.n} decision(s).`;
  $('undo-ask').hidden = !m.waiting.includes(seat);
}
$('undo').addEventListener('click', () => { hideError(); if (send({ type: 'undo' })) $('undo-status').textContent = 'Asking to take back your last decision…'; });
$('undo-accept').addEventListener('click', () => { $('undo-ask').hidden = true; send({ type: 'undo-reply', accept: true }); });
$('undo-refuse').addEventListener('click', () => { $('undo-ask').hidden = true; send({ type: 'undo-reply', accept: false }); });

/** The game's statecharts (SVG drawn by the server), added once each. */
function addCharts(charts) {
  for (const [name, svg] of Object.entries(charts)) {
    if (document.querySelector(`#charts svg[data-machine="${CSS.escape(name)}"]`)) continue;
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    if (doc.documentElement.nodeName === 'svg') $('charts').append(document.importNode(doc.documentElement, true));
  }
  lightCharts((last && last.machines) || {});
}

/** Light each chart's current states. */
function lightCharts(machines) {
  for (const chart of document.querySelectorAll('#charts svg[data-machine]')) {
    const states = machines[chart.dataset.machine] || [];
    for (const g of chart.querySelectorAll('.state')) g.classList.toggle('active', states.includes(g.dataset.state));
  }
}

function cardName(id) {
  const o = last.view && last.view.objects[id];
  return o ? o.card : `#${id}`;
}

function cardBox(id, playable) {
  const o = last.view.objects[id];
  const info = last.cards[id] || {};
  const notes = [];
  if (o && o.damage) notes.push(`${o.damage} damage`);
  if (o) for (const [k, v] of Object.entries(o.counters || {})) if (v) notes.push(`${v} ${k}`);
  if (o && o.attachedTo !== null && o.attachedTo !== undefined) notes.push(`on ${cardName(o.attachedTo)}`);
  const box = el('div', { class: `card${o && o.tapped ? ' tapped' : ''}${playable.length ? ' playable' : ''}`, 'data-id': String(id), title: (info.types || []).join(' ') },
    el('strong', {}, o ? o.card : 'hidden'), el('div', { class: 'note' }, notes.join(', ')), el('span', { class: 'pt' }, info.pt || info.hp || ''));
  if (playable.length) box.addEventListener('click', () => act(playable[0].index));
  return box;
}

function legalFor(id) {
  if (!request || request.type !== 'decision') return [];
  return request.legal.map((a, index) => ({ a, index })).filter(({ a }) => a.card === id || a.source === id);
}

function drawBoard() {
  const v = last.view;
  if (!v) return;
  $('players').replaceChildren(...v.players.map((p, i) => {
    const extra = v.pocket ? v.pocket.players[i] : null;
    const mana = v.adventure ? v.adventure.mana[i] : null;
    const counters = [`life ${p.life}`, `hand ${p.handSize}`, `library ${p.librarySize}`, `graveyard ${p.graveyard.length}`, `exile ${p.exile.length}`];
    if (mana) counters.push(`mana ${mana.available}/${mana.max}`);
    if (extra) counters.push(`points ${extra.points}`);
    if (p.lost) counters.push('out of the game');
    const inPlay = v.pocket && extra ? [extra.active, ...extra.bench].filter((x) => x !== null) : v.battlefield.filter((id) => v.objects[id] && v.objects[id].controller === i);
    const deciding = (v.pending && v.pending.player === i) || last.waitingFor === i;
    return el('section', { class: `player${v.active === i ? ' active' : ''}${deciding ? ' deciding' : ''}`, 'data-player': String(i) },
      el('h3', {}, `${p.name}${i === seat ? ' (you)' : ''}`),
      el('div', { class: 'counters' }, ...counters.map((c) => el('span', {}, c))),
      el('div', { class: 'cards battlefield' }, ...inPlay.map((id) => cardBox(id, legalFor(id)))),
      el('div', { class: 'graveyard' }, p.graveyard.length ? `Graveyard: ${p.graveyard.map(cardName).join(', ')}` : ''));
  }));
  $('stack').replaceChildren(...(v.stack || []).slice().reverse().map((item) => el('li', {}, `${cardName(item.source)} (${item.kind}, ${v.players[item.controller] ? v.players[item.controller].name : item.controller})`)));
  const mine = v.players[seat];
  $('hand').replaceChildren(...((mine && mine.hand) || []).map((id) => cardBox(id, legalFor(id))));
  $('prompt').textContent = over ? resultText() : v.pending ? `Turn ${v.turn}, ${v.step}: ${v.players[v.pending.player].name}'s ${v.pending.kind}` : `Turn ${v.turn}, ${v.step}`;
}

function resultText() {
  if (!over) return '';
  return over.draw ? `Game over: a draw (${over.reason})` : `Game over: ${last.view.players[over.winner].name} wins (${over.reason})`;
}

function describe(a) {
  const parts = [a.type.replace(/_/g, ' ')];
  for (const k of ['card', 'source', 'to', 'from']) if (typeof a[k] === 'number') parts.push(cardName(a[k]));
  if (Array.isArray(a.attackers)) parts.push(a.attackers.length ? `with ${a.attackers.map((x) => cardName(typeof x === 'number' ? x : x.attacker)).join(', ')}` : 'with nothing');
  if (Array.isArray(a.blockers)) parts.push(a.blockers.length ? a.blockers.map((b) => `${cardName(b.blocker)} blocks ${cardName(b.attacker)}`).join(', ') : 'no blocks');
  if (typeof a.attack === 'number') parts.push(`attack ${a.attack + 1}`);
  if (typeof a.ability === 'number') parts.push(`ability ${a.ability + 1}`);
  return parts.join(' ');
}

function drawActions() {
  drawBoard();
  const box = $('actions');
  if (over) { box.replaceChildren(el('p', { id: 'result' }, resultText())); $('prompt').textContent = resultText(); return; }
  if (!request) { box.replaceChildren(el('p', {}, 'Waiting for the other player…')); return; }
  if (request.type === 'choice') { box.replaceChildren(el('button', { type: 'button', class: 'reopen', onclick: () => openChoice(request) }, `Answer: ${request.choice.kind.replace(/_/g, ' ')}`)); return; }
  box.replaceChildren(...request.legal.map((a, i) => el('button', { type: 'button', class: 'action', 'data-index': String(i), 'data-type': a.type, onclick: () => act(i) }, describe(a))));
}

function act(index) {
  if (!request || request.type !== 'decision') return;
  hideError();
  if (!send({ type: 'act', ask: request.ask, index })) return;
  request = null;
  drawActions();
}

function answer(value) {
  if (!request || request.type !== 'choice') return;
  hideError();
  if (!send({ type: 'answer', ask: request.ask, answer: value })) return;
  request = null;
  $('choice').close();
  drawActions();
}

function targetLabel(t) { return t.kind === 'player' ? `player ${last.view.players[t.id] ? last.view.players[t.id].name : t.id}` : cardName(t.id); }

/** A dialog for the choice: picks from its options; "Default answer" sends the rules' default. */
function openChoice(m) {
  const c = m.choice;
  const dialog = $('choice');
  $('choice-title').textContent = `${c.kind.replace(/_/g, ' ')}${c.source ? ` for ${c.source}` : ''}${c.question ? `: ${c.question}` : ''}${c.reason ? ` (${c.reason})` : ''}`;
  $('choice-error').textContent = '';
  const options = $('choice-options');
  let read = () => m.default;
  const many = (items, label, min, max) => {
    options.replaceChildren(el('p', {}, `Choose ${min === max ? min : `${min} to ${max}`}`), ...items.map((x, i) => el('label', { class: 'option' }, el('input', { type: 'checkbox', value: String(i) }), ` ${label(x)}`)));
    read = () => [...options.querySelectorAll('input:checked')].map((x) => items[Number(x.value)]);
  };
  const one = (items, label, value) => {
    options.replaceChildren(...items.map((x, i) => el('button', { type: 'button', class: 'option', onclick: () => answer(value(x, i)) }, label(x, i))));
    read = null;
  };
  switch (c.kind) {
    case 'target': many(c.legal, targetLabel, c.min, c.max); break;
    case 'cards': many(c.options, cardName, c.min, c.max); break;
    case 'yes_no': one([true, false], (x) => (x ? 'Yes' : 'No'), (x) => x); break;
    case 'mulligan': one([true, false], (x) => (x ? `Keep ${c.hand.map(cardName).join(', ')}` : 'Mulligan'), (x) => x); break;
    case 'mode': case 'replacement_order': case 'mana_color': one(c.options, (x) => String(x), (_x, i) => i); break;
    case 'color': case 'player': one(c.options, (x) => (c.kind === 'player' ? targetLabel({ kind: 'player', id: x }) : String(x)), (x) => x); break;
    case 'number': options.replaceChildren(el('input', { type: 'number', min: String(c.min), max: String(c.max), value: String(c.min), id: 'choice-number' })); read = () => Number($('choice-number').value); break;
    default: options.replaceChildren(el('p', {}, 'This choice takes the default answer (or send it from code).')); read = () => m.default; break;
  }
  $('choice-ok').hidden = read === null;
  $('choice-ok').onclick = () => answer(read());
  $('choice-default').onclick = () => answer(m.default);
  if (!dialog.open) dialog.showModal();
}

// Start: a seat link in the address (#table=ID&seat=N, token in this tab's session storage) reconnects; else the lobby.
const params = new URLSearchParams(location.hash.slice(1));
const table = params.get('table');
const n = params.get('seat');
const token = params.get('token') || (table && n !== null ? sessionStorage.getItem(`hyperdraft:${table}:${n}`) : null);
if (table && n !== null && token) {
  sessionStorage.setItem(`hyperdraft:${table}:${n}`, token);
  if (params.get('token')) location.hash = `table=${table}&seat=${n}`;
  connect(table, Number(n), token);
} else {
  lobby().catch((e) => showError(`The tables could not be listed: ${e.message}`));
}
