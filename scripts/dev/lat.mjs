import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', '4180', '--strictPort'], { stdio: 'ignore', cwd: '/work/main' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
await page.goto('http://127.0.0.1:4180/');
await page.getByRole('button', { name: 'English' }).click();
await page.getByTestId('new-two-towers').click();
await page.getByTestId('seat-bot-1').click();
await page.getByTestId('seat-bot-2').click();
await page.getByTestId('start-game').click();
await page.getByTestId('pile-count').waitFor();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.argv[2] ?? 4) });
for (let i = 0; i < 3; i++) {
  await page.waitForTimeout(3000);
  const r = await page.evaluate(async () => {
    const count = document.querySelector('[data-testid="pile-count"]');
    const before = count.textContent;
    const marks = [];
    const t0 = performance.now();
    const mo = new MutationObserver(() => marks.push(['mut', performance.now() - t0, count.textContent]));
    mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    document.querySelector('[data-testid="pile"]').click();
    marks.push(['clicked', performance.now() - t0]);
    await new Promise((res) => { const check = () => (count.textContent !== before || performance.now() - t0 > 3000 ? res() : requestAnimationFrame(check)); check(); });
    marks.push(['changed', performance.now() - t0]);
    await new Promise((res) => requestAnimationFrame(() => res()));
    marks.push(['raf', performance.now() - t0]);
    mo.disconnect();
    return { marks: marks.slice(0, 6).concat(marks.slice(-3)), saved: performance.getEntriesByName('met:move-saved').slice(-1)[0]?.duration };
  });
  console.log(JSON.stringify(r));
}
await browser.close(); server.kill();
