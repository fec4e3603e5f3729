/**
 * Game-object actors own their permanents' behaviour: each registers the triggered and replacement abilities its
 * permanent has now (after the layers, CR 613.1f) as interceptors, and the rules find triggers and replacements
 * only there. An actor lives exactly as long as its permanent is on the battlefield (CR 603.2, 603.10, 614).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import { loadCardPool, shippedCards } from '../../rules/cards/index.ts';
import { abilityInterceptors, interceptingAbilities, syncInterceptors } from '../../rules/index.ts';
import type { GameEvent, ObjectId, PlayerAction } from '../../rules/index.ts';
import { position } from '../game/helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** Submit an action, then pass priority back and forth until the stack is empty. */
function doAndResolve(game: Game, action: PlayerAction): void {
  game.submit(action);
  for (let i = 0; i < 50 && game.state.stack.length; i++) {
    const p = game.pending()!;
    expect(p.kind).toBe('priority');
    game.submit({ type: 'pass', player: p.player });
  }
  expect(game.state.stack).toEqual([]);
}

const lifeEvents = (events: GameEvent[]) => events.filter((e) => e.type === 'life');
const cardOn = (game: Game, name: string) => game.state.battlefield.filter((id) => game.state.objects[id]!.card === name);

/** The event types an object's registered interceptors watch, by kind, once the registry is brought up to date. */
function registered(game: Game, id: ObjectId): string[] {
  syncInterceptors(game.core);
  return (game.core.interceptors.source(id)?.interceptors ?? []).map((i) => `${i.kind} ${i.on}`);
}

describe('game-object actors', () => {
  it("Soul Warden's actor registers its trigger; after it dies, no more life and its actor and interceptor are gone (CR 603.2, 603.10a)", () => {
    const { game, ids } = position({
      step: 'precombat_main',
      objectActors: true,
      players: [
        { hand: ['Grizzly Bears', 'Shock', 'Grizzly Bears'], battlefield: ['Soul Warden', 'Mountain', 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest'] },
        {},
      ],
    });
    const events: GameEvent[] = [];
    game.bus.events$.subscribe((e) => events.push(e));
    const [bears1, shock, bears2] = ids[0]!.hand;
    const warden = ids[0]!.battlefield[0]!;
    const actor = game.objects!.live.get(warden)!;
    expect(actor.getSnapshot().status).toBe('active');

    doAndResolve(game, { type: 'cast', player: 0, card: bears1!, targets: [] });
    expect(registered(game, warden)).toEqual(['react zone_change']);
    expect(game.state.players[0]!.life).toBe(21);
    expect(lifeEvents(events)).toHaveLength(1);
    expect(game.objects!.live.has(cardOn(game, 'Grizzly Bears')[0]!)).toBe(true);

    doAndResolve(game, { type: 'cast', player: 0, card: shock!, targets: [{ kind: 'object', id: warden }] });
    expect(game.state.players[0]!.graveyard.map((id) => game.state.objects[id]!.card)).toContain('Soul Warden');
    expect(game.objects!.live.has(warden)).toBe(false);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(game.core.interceptors.source(warden)).toBeUndefined();
    expect(game.core.interceptors.list('zone_change')).toEqual([]);

    doAndResolve(game, { type: 'cast', player: 0, card: bears2!, targets: [] });
    expect(cardOn(game, 'Grizzly Bears')).toHaveLength(2);
    expect(game.state.players[0]!.life).toBe(21);
    expect(lifeEvents(events)).toHaveLength(1);
    expect([...game.objects!.live.keys()].sort((a, b) => a - b)).toEqual([...game.state.battlefield].sort((a, b) => a - b));
    game.dispose();
    expect(game.objects!.live.size).toBe(0);
    expect(game.core.interceptors.size).toBe(0);
  });

  it("stopping a permanent's actor ends its triggered ability while the permanent stays (Soul Warden)", () => {
    const { game, ids } = position({
      step: 'precombat_main', objectActors: true,
      players: [{ hand: ['Grizzly Bears', 'Grizzly Bears'], battlefield: ['Soul Warden', 'Forest', 'Forest', 'Forest', 'Forest'] }, {}],
    });
    const [bears1, bears2] = ids[0]!.hand;
    const warden = ids[0]!.battlefield[0]!;
    doAndResolve(game, { type: 'cast', player: 0, card: bears1!, targets: [] });
    expect(game.state.players[0]!.life).toBe(21);
    game.objects!.stop(warden);
    expect(game.state.objects[warden]!.zone).toBe('battlefield');
    doAndResolve(game, { type: 'cast', player: 0, card: bears2!, targets: [] });
    expect(game.state.players[0]!.life).toBe(21);
    expect(registered(game, warden)).toEqual([]);
  });

  it("stopping a permanent's actor ends its replacement effect (Furnace of Rath, CR 614.1a)", () => {
    const { game, ids } = position({
      step: 'precombat_main', objectActors: true,
      players: [{ hand: ['Shock', 'Shock'], battlefield: ['Furnace of Rath', 'Mountain', 'Mountain'] }, {}],
    });
    const [shock1, shock2] = ids[0]!.hand;
    doAndResolve(game, { type: 'cast', player: 0, card: shock1!, targets: [{ kind: 'player', id: 1 }] });
    expect(game.state.players[1]!.life).toBe(16);
    expect(registered(game, ids[0]!.battlefield[0]!)).toEqual(['transform damage']);
    game.objects!.stop(ids[0]!.battlefield[0]!);
    doAndResolve(game, { type: 'cast', player: 0, card: shock2!, targets: [{ kind: 'player', id: 1 }] });
    expect(game.state.players[1]!.life).toBe(14);
  });

  it('Humility takes the abilities away, so the actor unregisters them; they come back when Humility leaves (CR 613.1f)', () => {
    const { game, ids } = position({
      step: 'precombat_main', objectActors: true,
      players: [{ hand: ['Grizzly Bears', 'Grizzly Bears'], battlefield: ['Soul Warden', 'Humility', 'Forest', 'Forest', 'Forest', 'Forest'] }, { battlefield: ['Seal of Cleansing'] }],
    });
    const [bears1, bears2] = ids[0]!.hand;
    const [warden, humility] = ids[0]!.battlefield;
    doAndResolve(game, { type: 'cast', player: 0, card: bears1!, targets: [] });
    expect(game.state.players[0]!.life).toBe(20);
    expect(registered(game, warden!)).toEqual([]);
    // B destroys Humility with Seal of Cleansing (B may act once A passes).
    game.submit({ type: 'pass', player: 0 });
    doAndResolve(game, { type: 'activate', player: 1, source: ids[1]!.battlefield[0]!, ability: 0, targets: [{ kind: 'object', id: humility! }] });
    expect(game.state.objects[humility!]).toBeUndefined();
    expect(game.pending()?.player).toBe(0);
    doAndResolve(game, { type: 'cast', player: 0, card: bears2!, targets: [] });
    expect(registered(game, warden!)).toEqual(['react zone_change']);
    expect(game.state.players[0]!.life).toBe(21);
  });

  it('an ability granted by an Aura triggers, and stops triggering when the Aura leaves (CR 613.1f, 303.4)', () => {
    const dir = tempDir('hyperdraft-aura-');
    // A test card: an Aura granting a triggered ability, as Bear Umbra and many others do.
    writeFileSync(join(dir, 'blessing-of-welcome.yaml'), [
      'name: Blessing of Welcome', 'cost: "{G}"', 'type: Enchantment — Aura',
      "text: 'Enchant creature Enchanted creature has \"Whenever another creature enters, you gain 1 life.\"'", 'enchant: creature',
      'abilities:', '  - static:', '      effects:',
      '        - grant_ability: { triggered: { when: { enters: { all: creature, other: true } }, effects: [{ gain_life: 1 }] } }', '          to: enchanted', '',
    ].join('\n'));
    const pool = loadCardPool([shippedCards('magic'), dir]);
    const { game, ids } = position({
      step: 'precombat_main', objectActors: true, pool,
      players: [{ hand: ['Blessing of Welcome', 'Grizzly Bears', 'Grizzly Bears'], battlefield: ['Llanowar Elves', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, { battlefield: ['Seal of Cleansing'] }],
    });
    const [blessing, bears1, bears2] = ids[0]!.hand;
    const elves = ids[0]!.battlefield[0]!;
    expect(registered(game, elves)).toEqual([]);
    doAndResolve(game, { type: 'cast', player: 0, card: blessing!, targets: [{ kind: 'object', id: elves }] });
    expect(registered(game, elves)).toEqual(['react zone_change']);
    doAndResolve(game, { type: 'cast', player: 0, card: bears1!, targets: [] });
    expect(game.state.players[0]!.life).toBe(21);
    const aura = cardOn(game, 'Blessing of Welcome')[0]!;
    game.submit({ type: 'pass', player: 0 });
    doAndResolve(game, { type: 'activate', player: 1, source: ids[1]!.battlefield[0]!, ability: 0, targets: [{ kind: 'object', id: aura }] });
    expect(cardOn(game, 'Blessing of Welcome')).toEqual([]);
    doAndResolve(game, { type: 'cast', player: 0, card: bears2!, targets: [] });
    expect(cardOn(game, 'Grizzly Bears')).toHaveLength(2);
    expect(game.state.players[0]!.life).toBe(21);
    expect(registered(game, elves)).toEqual([]);
  });

  it('throughout a random game: one live actor per permanent, and each has registered exactly its current abilities', async () => {
    const { randomGame } = await import('../game/helpers.ts');
    const game = randomGame(9);
    game.start();
    let checked = 0;
    while (game.step()) {
      expect([...game.objects!.live.keys()].sort((a, b) => a - b)).toEqual([...game.state.battlefield].sort((a, b) => a - b));
      // Registrations are brought up to date whenever the rules look for triggers or replacements.
      const chars = syncInterceptors(game.core);
      for (const c of chars.values()) {
        const r = game.core.interceptors.source(c.id);
        if (interceptingAbilities(c).length) expect(r?.abilities).toEqual(c.abilities);
        if (r) expect(r.interceptors.map((i) => i.on)).toEqual(abilityInterceptors(c).map((i) => i.on));
      }
      for (const id of game.core.interceptors.sources()) expect(chars.has(id)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    game.dispose();
  });

  it('no actors at all when objectActors is false; the rules register the abilities themselves', () => {
    const { game, ids } = position({ step: 'precombat_main', objectActors: false, players: [{ hand: ['Grizzly Bears'], battlefield: ['Soul Warden', 'Forest', 'Forest'] }, {}] });
    expect(game.objects).toBeNull();
    doAndResolve(game, { type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [] });
    expect(game.state.players[0]!.life).toBe(21);
    expect(registered(game, ids[0]!.battlefield[0]!)).toEqual(['react zone_change']);
  });
});
