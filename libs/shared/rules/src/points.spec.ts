import { describe, expect, it } from 'vitest';
import { pointBalance, type PointEntry } from './points';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T05:00:00.000Z');
/** A date `days` from NOW (negative = in the past). */
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const income = (point: number, createdDays: number, expiresDays: number | null): PointEntry => ({
  type: 'income',
  point,
  createdAt: at(createdDays),
  expiresAt: expiresDays === null ? null : at(expiresDays),
});
const expense = (point: number, createdDays: number): PointEntry => ({
  type: 'expense',
  point,
  createdAt: at(createdDays),
  expiresAt: null,
});
const balanceOf = (entries: PointEntry[], now = NOW, soonDays = 30) => pointBalance(entries, now, soonDays);

describe('pointBalance', () => {
  it('is 0 with nothing in the log', () => {
    expect(balanceOf([])).toEqual({ balance: 0, expiringSoon: { point: 0, expiresAt: null } });
  });

  it('does not let an expense made before a lot lapsed count against later income (the reported bug)', () => {
    // Earned 100 (lapsed 10 days ago), spent all 100 while it was alive, then earned 50.
    const entries = [income(100, -400, -35), expense(100, -200), income(50, -5, 360)];
    expect(balanceOf(entries)).toEqual({ balance: 50, expiringSoon: { point: 0, expiresAt: null } });
  });

  it('lets what was left of a lot lapse at its expiry, exactly at the instant', () => {
    const entries = [income(100, -300, 10), expense(30, -100)];
    expect(balanceOf(entries).balance).toBe(70);
    expect(balanceOf(entries, new Date(at(10).getTime() - 1)).balance).toBe(70);
    expect(balanceOf(entries, at(10)).balance).toBe(0);
    expect(balanceOf(entries, at(11)).balance).toBe(0);
  });

  it('spends the first-expiring lot first, whatever order they were earned or listed in', () => {
    // B (earned later) lapses first: the expense takes B, so A is still whole after B lapses.
    const a = income(100, -100, 200);
    const b = income(60, -50, 20);
    const spend = expense(60, -10);
    for (const entries of [
      [a, b, spend],
      [spend, b, a],
      [b, spend, a],
    ]) {
      expect(balanceOf(entries)).toEqual({ balance: 100, expiringSoon: { point: 0, expiresAt: null } });
      expect(balanceOf(entries, at(25)).balance).toBe(100);
    }
    // A larger expense empties B, then takes the rest from A.
    expect(balanceOf([a, b, expense(90, -10)], at(25)).balance).toBe(70);
  });

  it('spends never-expiring lots last', () => {
    const forever = income(40, -200, null);
    const dated = income(40, -100, 300);
    const res = balanceOf([forever, dated, expense(40, -1)]);
    expect(res.balance).toBe(40);
    // The dated lot went; the forever lot remains even long after its would-be expiry.
    expect(balanceOf([forever, dated, expense(40, -1)], at(1000)).balance).toBe(40);
    // Only the never-expiring lot is left to take: it is taken.
    expect(balanceOf([forever, dated, expense(70, -1)], at(1000)).balance).toBe(10);
  });

  it('only spends lots alive when the expense was made', () => {
    // A lapsed before the expense: the expense can use only B.
    const entries = [income(100, -300, -50), income(30, -100, 200), expense(80, -10)];
    expect(balanceOf(entries).balance).toBe(0);
    // A lot earned after the expense is not touched by it.
    expect(balanceOf([...entries, income(25, -5, 300)]).balance).toBe(25);
  });

  it('drops what an expense cannot cover: never below 0, later income stays whole', () => {
    expect(balanceOf([income(50, -10, 300), expense(80, -5)]).balance).toBe(0);
    expect(balanceOf([expense(80, -20)]).balance).toBe(0);
    expect(balanceOf([income(50, -10, 300), expense(80, -5), income(20, -1, 300)]).balance).toBe(20);
  });

  it('answers what of the live lots lapses within the window, with the first such expiry', () => {
    const entries = [
      income(100, -340, 25),
      income(40, -350, 15),
      income(70, -10, 355),
      income(9, -400, -6),
      expense(30, -5),
    ];
    // The expense took 30 of the 40 lapsing in 15 days; 10 of those and the 100 lapsing in 25 days are "soon".
    expect(balanceOf(entries)).toEqual({ balance: 180, expiringSoon: { point: 110, expiresAt: at(15) } });
    // The window is inclusive and measured in days.
    expect(balanceOf(entries, NOW, 25).expiringSoon).toEqual({ point: 110, expiresAt: at(15) });
    expect(balanceOf(entries, NOW, 20).expiringSoon).toEqual({ point: 10, expiresAt: at(15) });
    expect(balanceOf(entries, NOW, 14).expiringSoon).toEqual({ point: 0, expiresAt: null });
    // A lot spent to nothing is not "soon", even though it lapses soon: the next one names the date.
    const spentFirst = [income(40, -350, 15), income(100, -340, 25), expense(40, -5)];
    expect(balanceOf(spentFirst).expiringSoon).toEqual({ point: 100, expiresAt: at(25) });
    // Never-expiring lots are never "soon".
    expect(balanceOf([income(10, -1, null)], NOW, 100_000).expiringSoon).toEqual({ point: 0, expiresAt: null });
  });

  it('at the same instant counts income before expense, whatever the listed order', () => {
    const same = -3;
    const entries = [expense(50, same), income(50, same, 300)];
    expect(balanceOf(entries).balance).toBe(0);
    expect(balanceOf([...entries].reverse()).balance).toBe(0);
    // Two expenses at one instant each take the first-expiring lot first.
    const two = [income(30, -10, 20), income(30, -10, 200), expense(20, same), expense(20, same)];
    expect(balanceOf(two)).toEqual({ balance: 20, expiringSoon: { point: 0, expiresAt: null } });
    expect(balanceOf(two, at(21)).balance).toBe(20);
  });

  it('counts entries dated after now (a parallel order stamped a moment later)', () => {
    const entries = [income(100, -10, 300), expense(100, 0.001)];
    expect(balanceOf(entries).balance).toBe(0);
  });
});
