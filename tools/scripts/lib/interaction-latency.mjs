/**
 * The interaction run of `npm run lighthouse`: how long a shopper's tap takes on a phone. Chromium
 * (Playwright, a 412×823 touch phone) at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile profile), no network throttling. Two figures per tap:
 * - next paint: the longest Event Timing entry of the tap (pointerdown … click), i.e. from the tap to
 *   the next paint after its handlers, what Core Web Vitals' INP counts ("good": ≤ 200 ms);
 * - answer: from the tap's pointerdown to the paint that first shows its answer (the search field,
 *   the filter menus, the sort menu, the toast of '+ Keranjang'), so it includes what the answer
 *   waits for (a chunk, an API call).
 * Twice per page load: right after the load event (the app may still be starting: the tap is held
 * and replayed, or React hydrates the tapped part first) and when idle (hydrated, network quiet).
 */
import { chromium } from '@playwright/test';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

/** What each tap should show, checked in the page once per frame. */
const SHOWS = {
  searchField: () => Boolean(document.querySelector('header input[placeholder="Cari Produk"]')),
  filterMenus: () => document.getElementById('listing-filter-menus')?.hasAttribute('data-open') ?? false,
  sortMenu: () => Boolean(document.querySelector('[role="menu"]')),
  cartToast: () => document.body.innerText.includes('Berhasil Masuk Keranjang'),
};

/**
 * The taps, in the order a page gets them (the sort menu is behind the filter toggle on a phone).
 * `tap` finds the element; `shows` is a key of SHOWS.
 */
const INTERACTIONS = [
  {
    path: '/',
    taps: [
      {
        name: "'Cari Produk'",
        tap: (p) => p.getByRole('button', { name: 'Cari Produk' }).first(),
        shows: 'searchField',
      },
    ],
  },
  {
    path: '/products',
    taps: [
      {
        name: 'a filter (Tampilkan filter)',
        tap: (p) => p.getByRole('button', { name: 'Tampilkan filter' }),
        shows: 'filterMenus',
      },
      { name: 'a sort (Urutkan)', tap: (p) => p.getByRole('button', { name: /^Urutkan/ }), shows: 'sortMenu' },
    ],
  },
  {
    path: '/products',
    taps: [
      {
        name: "'+ Keranjang'",
        tap: (p) => p.getByTestId('product-card').locator('button:not([disabled])', { hasText: '+ Keranjang' }).first(),
        shows: 'cartToast',
      },
    ],
  },
];

/** In the page, before anything runs: the time of the next pointerdown once armed, and the Event Timing entries after it. */
function installTapClock() {
  const clock = { armed: false, at: 0, durations: [] };
  window.__tapClock = clock;
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!clock.armed) return;
      clock.armed = false;
      clock.at = event.timeStamp;
      clock.durations = [];
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (clock.at > 0 && entry.interactionId && entry.startTime >= clock.at - 1) clock.durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** In the page: milliseconds from the armed tap to the paint of the first frame where `shows` holds. */
function timeToAnswer([shows, timeoutMs]) {
  const check = new Function(`return (${shows})();`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const frame = () => {
      if (check()) {
        // The task after this frame's paint.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - window.__tapClock.at);
        requestAnimationFrame(() => channel.port2.postMessage(null));
        return;
      }
      if (performance.now() - started > timeoutMs) return reject(new Error('no answer'));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function tapAndTime(page, step) {
  const target = step.tap(page);
  await target.waitFor({ state: 'visible' });
  await page.evaluate(() => (window.__tapClock.armed = true));
  await target.tap();
  const answer = Math.round(await page.evaluate(timeToAnswer, [SHOWS[step.shows].toString(), 10_000]));
  // Event Timing entries arrive after the paint they end with: one more frame or two.
  await page.waitForTimeout(100);
  // No entry: every part of the tap was under Event Timing's 16 ms floor.
  const nextPaint = await page.evaluate(() => Math.round(Math.max(16, ...window.__tapClock.durations)));
  return { answer, nextPaint };
}

/** One load of `path`, its taps made right after load or when idle: { [tap name]: ms }. */
async function oneLoad(browser, origin, { path, taps }, when) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await page.addInitScript(installTapClock);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    if (when === 'idle') {
      await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    const times = {};
    for (const step of taps) times[step.name] = await tapAndTime(page, step);
    return times;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs every tap `runs` times right after load and when idle; returns rows
 * `{ tap, path, afterLoad: { nextPaintMs, answerMs }, idle: {…}, runs }` (medians and every run).
 */
export async function measureInteractions({ origin, chromePath, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows = [];
    for (const load of INTERACTIONS) {
      const seen = { afterLoad: [], idle: [] };
      for (let i = 0; i < runs; i++) {
        seen.afterLoad.push(await oneLoad(browser, origin, load, 'afterLoad'));
        seen.idle.push(await oneLoad(browser, origin, load, 'idle'));
      }
      for (const { name } of load.taps) {
        const pick = (runsOf, figure) => runsOf.map((t) => t[name][figure]);
        const row = {
          tap: name,
          path: load.path,
          afterLoad: {
            nextPaintMs: median(pick(seen.afterLoad, 'nextPaint')),
            answerMs: median(pick(seen.afterLoad, 'answer')),
          },
          idle: { nextPaintMs: median(pick(seen.idle, 'nextPaint')), answerMs: median(pick(seen.idle, 'answer')) },
          runs: { afterLoad: seen.afterLoad.map((t) => t[name]), idle: seen.idle.map((t) => t[name]) },
        };
        rows.push(row);
        process.stderr.write(
          `  ${name} on ${load.path}: next paint ${pick(seen.afterLoad, 'nextPaint').join('/')} (after load), ` +
            `${pick(seen.idle, 'nextPaint').join('/')} (idle) ms; answer ${pick(seen.afterLoad, 'answer').join('/')}, ` +
            `${pick(seen.idle, 'answer').join('/')} ms\n`,
        );
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
