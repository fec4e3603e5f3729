/** The inspector page: HTML, CSS and the browser script, served as strings (no CDN, no build step). */

const css = `
:root { --bg:#0f1419; --panel:#161c23; --ink:#d6dde6; --dim:#7d8a99; --line:#3a4654; --lit:#f5b942; --tag:#5fa8ff; }
* { box-sizing: border-box; }
body { margin:0; font:13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background:var(--bg); color:var(--ink); }
header { display:flex; gap:12px; align-items:center; padding:8px 14px; background:var(--panel); border-bottom:1px solid var(--line); position:sticky; top:0; z-index:2; }
header h1 { font-size:15px; margin:0 10px 0 0; }
button { font:inherit; background:#243142; color:var(--ink); border:1px solid var(--line); border-radius:5px; padding:4px 12px; cursor:pointer; }
button:hover { border-color:var(--lit); }
#status { color:var(--dim); }
main { display:grid; grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr); gap:12px; padding:12px; }
section { background:var(--panel); border:1px solid var(--line); border-radius:8px; padding:8px 10px; margin-bottom:12px; }
section h2 { font-size:12px; text-transform:uppercase; letter-spacing:.08em; color:var(--dim); margin:0 0 6px; }
.charts { display:flex; flex-wrap:wrap; gap:12px; }
.chart-box { background:var(--panel); border:1px solid var(--line); border-radius:8px; padding:4px; max-width:100%; }
.chart-box[data-chart=turn] { flex-basis:100%; }
.chart-box .ctx { color:var(--dim); padding:0 8px 6px; min-height:1.4em; }
svg.chart { display:block; max-width:100%; height:auto; }
svg.chart .title { fill:var(--dim); font-size:12px; text-transform:uppercase; letter-spacing:.08em; }
svg.chart .state rect { fill:#1d2630; stroke:var(--line); stroke-width:1.5; transition: fill .15s, stroke .15s; }
svg.chart .state.tag-priority rect { stroke:var(--tag); stroke-dasharray:4 2; }
svg.chart .state text { fill:var(--ink); font-size:12px; text-anchor:middle; }
svg.chart .state.active rect { fill:var(--lit); stroke:#fff; stroke-width:2.5; stroke-dasharray:none; }
svg.chart .state.active text { fill:#111; font-weight:bold; }
svg.chart .region rect { fill:none; stroke:var(--line); stroke-dasharray:2 3; }
svg.chart .region text { fill:var(--dim); font-size:12px; text-anchor:middle; font-style:italic; }
svg.chart .edge { fill:none; stroke:#56657a; stroke-width:1.2; }
svg.chart marker path, svg.chart .initial { fill:#56657a; }
svg.chart .edge-label { fill:#9aa7b6; font-size:10px; text-anchor:middle; paint-order:stroke; stroke:var(--panel); stroke-width:4px; stroke-linejoin:round; }
.players { display:grid; grid-template-columns: 1fr 1fr; gap:10px; }
.player.active h3::after { content:' · active'; color:var(--lit); font-weight:normal; }
.player.deciding h3::before { content:'▶ '; color:var(--lit); }
.player h3 { margin:0 0 4px; font-size:13px; }
.player .nums { color:var(--dim); margin-bottom:4px; }
.player ul, #stack ul { list-style:none; margin:0; padding:0; }
.player li.tapped { color:var(--dim); }
.player li.tapped::after { content:' (tapped)'; }
.player li .note { color:var(--dim); }
.zone { color:var(--dim); margin-top:4px; }
#log ol { margin:0; padding:0 0 0 3.2em; max-height:46vh; overflow:auto; }
#log li { white-space:pre-wrap; }
#log li.new { color:var(--lit); }
.empty { color:var(--dim); font-style:italic; }
`;

const script = `
const $ = (s) => document.querySelector(s);
const h = (tag, attrs, text) => { const e = document.createElement(tag); Object.assign(e, attrs || {}); if (text !== undefined) e.textContent = text; return e; };
let lastLog = -1;
let running = false;

function render(v) {
  for (const [m, snap] of Object.entries(v.machines)) {
    document.querySelectorAll('svg[data-machine="' + m + '"] .state').forEach((g) => g.classList.toggle('active', !!snap && snap.states.includes(g.dataset.state)));
    const ctx = document.querySelector('[data-context="' + m + '"]');
    // The turn machine's "no turn limit" is the largest safe integer: shown as such.
    const context = snap ? Object.entries(snap.context).map(([k, x]) => k + ' ' + (x === Number.MAX_SAFE_INTEGER ? '∞' : x)) : [];
    ctx.textContent = snap ? [snap.caption, ...context].filter(Boolean).join(' · ') : 'not started';
  }
  running = v.running;
  $('#run').textContent = v.running ? 'Pause' : 'Run';
  $('#step').disabled = v.over;
  $('#run').disabled = v.over;
  const waiting = v.pending ? v.pending.player + ' to decide: ' + v.pending.kind : '';
  $('#status').textContent = v.ruleset + ' · seed ' + v.seed + ' · decision ' + v.decisions + ' · ' + v.inspections + ' inspection events · ' + (v.result ? 'Result: ' + v.result : waiting);
  const players = $('#players');
  players.replaceChildren(...v.players.map((p) => {
    const box = h('div', { className: 'player' + (p.active ? ' active' : '') + (p.deciding ? ' deciding' : '') });
    box.append(h('h3', {}, p.name));
    box.append(h('div', { className: 'nums' }, p.counters.map((c) => c.label + ' ' + c.value).join(' · ')));
    for (const z of p.zones) {
      box.append(h('div', { className: 'zone' }, z.name + ' (' + z.cards.length + ')'));
      if (z.inline) { box.append(h('div', { className: z.name }, z.cards.map((c) => c.name).join(', '))); continue; }
      const list = h('ul', { className: z.name });
      for (const c of z.cards) {
        const li = h('li', { className: c.tapped ? 'tapped' : '' }, c.name);
        if (c.note) li.append(h('span', { className: 'note' }, ' — ' + c.note));
        list.append(li);
      }
      box.append(list);
    }
    return box;
  }));
  $('#stack').hidden = v.stack === null;
  const stack = $('#stack ul');
  const items = v.stack || [];
  stack.replaceChildren(...(items.length ? items.map((s) => h('li', {}, s.name + ' (' + s.kind + ', ' + s.controller + ')')) : [h('li', { className: 'empty' }, 'empty')]));
  // The actor tree: roots first, each actor's children under it.
  const byParent = new Map();
  for (const a of v.actors) { const k = a.parent ?? ''; if (!byParent.has(k)) byParent.set(k, []); byParent.get(k).push(a.id); }
  const branch = (id) => { const li = h('li', { className: 'actor' }, id); li.dataset.actor = id; const kids = byParent.get(id) || []; if (kids.length) { const ul = h('ul', {}); ul.append(...kids.map(branch)); li.append(ul); } return li; };
  $('#actors ul').replaceChildren(...(byParent.get('') || []).map(branch));
  const log = $('#log ol');
  const first = v.log.length ? v.log[0].i : 0;
  while (log.firstChild && Number(log.firstChild.dataset.i) < first) log.firstChild.remove();
  log.querySelectorAll('li.new').forEach((li) => li.classList.remove('new'));
  for (const line of v.log) if (line.i > lastLog) {
    const li = h('li', { className: 'new', value: line.i + 1 }, line.text);
    li.dataset.i = String(line.i);
    log.append(li);
  }
  lastLog = v.log.length ? v.log[v.log.length - 1].i : lastLog;
  log.scrollTop = log.scrollHeight;
  document.body.dataset.seq = String(v.seq);
}

async function post(path) {
  const r = await fetch(path, { method: 'POST' });
  render(await r.json());
}

$('#step').addEventListener('click', () => post('/api/step'));
$('#run').addEventListener('click', () => post(running ? '/api/pause' : '/api/run'));

function poll() { fetch('/api/state').then((r) => r.json()).then(render).finally(() => setTimeout(poll, 500)); }
if (window.EventSource) {
  const es = new EventSource('/events');
  es.onmessage = (e) => render(JSON.parse(e.data));
  es.onerror = () => { if (es.readyState === EventSource.CLOSED) poll(); };
} else poll();
`;

/**
 * The page, with the diagrams already drawn: `charts` maps each chart's name to its SVG; the page then
 * follows the view (`InspectorView`) from the server.
 *
 * @example
 * res.end(inspectorPage({ turn: machineSvg('turn', turnMachine, 5), ... }, { ruleset: 'magic', seed: 7 }));
 */
export function inspectorPage(charts: Record<string, string>, game: { ruleset: string; seed: number }): string {
  const boxes = Object.entries(charts)
    .map(([name, svg]) => `<div class="chart-box" data-chart="${name}">${svg}<div class="ctx" data-context="${name}"></div></div>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hyperdraft inspector — ${game.ruleset}, seed ${game.seed}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head>
<body data-seq="-1" data-ruleset="${game.ruleset}">
<header><h1>Hyperdraft inspector</h1><button id="step" title="one decision">Step</button><button id="run">Run</button><span id="status">connecting…</span></header>
<main>
  <div><div class="charts">${boxes}</div></div>
  <div>
    <section><h2>Players</h2><div id="players" class="players"></div></section>
    <section id="stack"><h2>Stack (top first)</h2><ul></ul></section>
    <section id="log"><h2>Event log</h2><ol></ol></section>
    <section id="actors"><h2>Actors</h2><ul></ul></section>
  </div>
</main>
<script type="module">${script}</script>
</body></html>`;
}
