// Renders the sample passport photo page used by e2e/passport-mrz.test.ts: ICAO Doc 9303's
// specimen (Anna Maria Eriksson of Utopia, 'UTO' being ICAO's code for specimens) on a
// passport-like page, its two machine-readable lines in a monospace face as OCR-B is printed,
// photographed slightly off-square. Run once: `npx tsx scripts/make-passport-fixture.ts`;
// the PNG is committed (e2e/fixtures/passport-specimen.png).
import path from 'node:path';
import { chromium } from 'playwright-core';

const MRZ = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const OUT = path.resolve(import.meta.dirname, '../e2e/fixtures/passport-specimen.png');

const page = `<!doctype html><html><body style="margin:0;background:#6b6b6b">
<div id="doc" style="width:1250px;height:880px;margin:40px;padding:36px 40px;box-sizing:border-box;background:linear-gradient(135deg,#f3ead8,#e6dcc5);
  border-radius:18px;font-family:'DejaVu Sans',sans-serif;color:#2a2a3a;transform:rotate(-1.2deg);box-shadow:0 6px 24px #0008;position:relative">
  <div style="display:flex;justify-content:space-between;font-size:22px;letter-spacing:1px">
    <b>UTOPIA</b><span>PASSPORT · PASSEPORT</span><span>Type P &nbsp; Code UTO &nbsp; No. L898902C3</span>
  </div>
  <div style="display:flex;gap:40px;margin-top:30px">
    <div style="width:300px;height:380px;background:linear-gradient(#b8c4d0,#8a96a4);border-radius:6px"></div>
    <div style="font-size:20px;line-height:1.55">
      <div style="color:#556">Surname / Nom</div><div><b>ERIKSSON</b></div>
      <div style="color:#556">Given names / Prénoms</div><div><b>ANNA MARIA</b></div>
      <div style="color:#556">Nationality</div><div><b>UTOPIAN</b></div>
      <div style="color:#556">Date of birth</div><div><b>12 AUG 74</b></div>
      <div style="color:#556">Sex</div><div><b>F</b></div>
      <div style="color:#556">Date of expiry</div><div><b>15 APR 12</b></div>
    </div>
  </div>
  <div style="position:absolute;left:40px;right:40px;bottom:40px;font-family:'DejaVu Sans Mono',monospace;font-size:38.5px;
    letter-spacing:0.5px;line-height:1.45;color:#111;white-space:pre">${MRZ.join('\n').replaceAll('<', '&lt;')}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const tab = await browser.newPage({ viewport: { width: 1340, height: 980 } });
await tab.setContent(page);
await tab.screenshot({ path: OUT, type: 'png' });
await browser.close();
console.log(OUT);
