// The setups store (src/state/setups.ts), on this device: names checked, kept in storage (bad
// stored data dropped), and offered to a Start by the model that took them. The account sync is
// in setups-sync.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage, readJson, setAppStorage } from '../browser/storage.ts';
import { testBaseline } from '../../tests/support/calibration.ts';
import * as store from './setups.ts';

const baseline = testBaseline;

beforeEach(() => {
  setAppStorage(memoryStorage());
  store.reloadSetups();
});

describe('setups store', () => {
  it('checks names: trimmed, 1..40 characters, unique, at most 20', () => {
    expect(store.setupNameProblem('   ')).toMatch(/1 to 40/);
    expect(store.setupNameProblem('x'.repeat(41))).toMatch(/1 to 40/);
    expect(store.addSetup('  Desk ', baseline(0.5))).toBe('Desk');
    expect(store.setupNameProblem('Desk')).toMatch(/already have a setup named “Desk”/);
    expect(store.setupNameProblem('Desk', 'Desk')).toBeNull();
    for (let i = 1; i < 20; i++) store.addSetup(`S${i}`, baseline(0.5));
    expect(store.setupNameProblem('Another')).toMatch(/at most 20/);
  });

  it('persists setups and the choice locally; bad stored data is dropped, not thrown', () => {
    store.addSetup('Desk', baseline(0.5));
    store.chooseSetup('Desk');
    expect(readJson(store.SETUPS_STORAGE_KEY)).toMatchObject({
      setups: [{ name: 'Desk', dirty: true }],
      choice: 'Desk',
    });
    expect(store.setupChoice('full')).toMatchObject({ forced: true, setups: [{ name: 'Desk' }] });
    store.chooseSetup('auto');
    expect(store.setupChoice('full')).toMatchObject({ setups: [{ name: 'Desk' }] });
    expect(
      store.sanitizeSetups({ setups: [{ name: 'Bad', baseline: { x: 1 } }, 5], choice: 'Bad' }),
    ).toMatchObject({ setups: [], choice: 'auto' });
    // A model name that is neither full nor lite is dropped: the baseline counts as full's.
    const [odd] = store.sanitizeSetups({
      setups: [{ name: 'Odd', baseline: { ...baseline(0.5), model: 'huge' } }],
    }).setups;
    expect(odd!.baseline).not.toHaveProperty('model');
  });

  it("offers a Start only the setups the running model took (another model's baseline does not carry)", () => {
    store.addSetup('Desk', baseline(0.5)); // before models were recorded: full's
    store.addSetup('Sofa', { ...baseline(0.5), model: 'lite' });
    store.addSetup('Kitchen', { ...baseline(0.5), model: 'full' });
    const offered = (m: 'full' | 'lite') => store.setupChoice(m)?.setups.map((s) => s.name);
    expect(offered('full')).toEqual(['Desk', 'Kitchen']);
    expect(offered('lite')).toEqual(['Sofa']);
    // Chosen by name but taken by the other model: matched among this model's setups instead.
    store.chooseSetup('Sofa');
    expect(store.setupChoice('full')).toEqual({
      setups: [
        expect.objectContaining({ name: 'Desk' }),
        expect.objectContaining({ name: 'Kitchen' }),
      ],
    });
    expect(store.setupChoice('lite')).toMatchObject({ forced: true, setups: [{ name: 'Sofa' }] });
    store.removeLocalSetup('Sofa');
    expect(store.setupChoice('lite')).toBeUndefined();
  });
});
