import { PNG } from 'pngjs';

/**
 * The demo estates' pictures, drawn with pngjs (no stock photos, nothing fetched): event cards,
 * the estates' site plans, houses, logos, banners and menu pictures. A tiny raster: rectangles,
 * circles, triangles, thick lines and vertical gradients on an RGB canvas.
 */

type Rgb = readonly [number, number, number];

export const rgb = (hex: string): Rgb => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t)) as unknown as Rgb;

export class Canvas {
  private readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.png = new PNG({ width, height });
    this.rect(0, 0, width, height, background);
  }

  private set(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.png.data[i] = c[0];
    this.png.data[i + 1] = c[1];
    this.png.data[i + 2] = c[2];
    this.png.data[i + 3] = 255;
  }

  /** Fills every pixel of the box [x0, x1) x [y0, y1) for which `inside` holds. */
  private fill(x0: number, y0: number, x1: number, y1: number, c: Rgb, inside: (x: number, y: number) => boolean = () => true): this {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) if (inside(x + 0.5, y + 0.5)) this.set(x, y, c);
    }
    return this;
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): this {
    const x0 = Math.max(0, Math.floor(x));
    const x1 = Math.min(this.width, Math.ceil(x + w));
    if (x1 <= x0) return this;
    const pixel = Buffer.from([c[0], c[1], c[2], 255]);
    for (let row = Math.max(0, Math.floor(y)); row < Math.min(this.height, Math.ceil(y + h)); row++) {
      this.png.data.fill(pixel, (row * this.width + x0) * 4, (row * this.width + x1) * 4);
    }
    return this;
  }

  /** A rectangle with an outline `border` pixels wide. */
  framed(x: number, y: number, w: number, h: number, c: Rgb, outline: Rgb, border = 2): this {
    return this.rect(x, y, w, h, outline).rect(x + border, y + border, w - 2 * border, h - 2 * border, c);
  }

  circle(cx: number, cy: number, r: number, c: Rgb): this {
    return this.fill(cx - r, cy - r, cx + r, cy + r, c, (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): this {
    return this.fill(cx - rx, cy - ry, cx + rx, cy + ry, c, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  }

  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, c: Rgb): this {
    const side = (px: number, py: number, qx: number, qy: number, x: number, y: number) => (qx - px) * (y - py) - (qy - py) * (x - px);
    return this.fill(Math.min(ax, bx, cx), Math.min(ay, by, cy), Math.max(ax, bx, cx), Math.max(ay, by, cy), c, (x, y) => {
      const d1 = side(ax, ay, bx, by, x, y);
      const d2 = side(bx, by, cx, cy, x, y);
      const d3 = side(cx, cy, ax, ay, x, y);
      return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
    });
  }

  /** A straight line `width` pixels wide with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, c: Rgb): this {
    const r = width / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    return this.fill(Math.min(x0, x1) - r, Math.min(y0, y1) - r, Math.max(x0, x1) + r, Math.max(y0, y1) + r, c, (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
      return (x - (x0 + t * dx)) ** 2 + (y - (y0 + t * dy)) ** 2 <= r * r;
    });
  }

  /** A top-to-bottom gradient over the box. */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): this {
    for (let row = 0; row < h; row++) this.rect(x, y + row, w, 1, mix(top, bottom, h <= 1 ? 0 : row / (h - 1)));
    return this;
  }

  /** The colour at (x, y), or undefined outside the canvas. */
  colourAt(x: number, y: number): Rgb | undefined {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return undefined;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    return [this.png.data[i] ?? 0, this.png.data[i + 1] ?? 0, this.png.data[i + 2] ?? 0];
  }

  toPng(): Buffer {
    // One filter (Sub: flat colours compress well) instead of trying all five on every row.
    return PNG.sync.write(this.png, { filterType: 1, deflateLevel: 6 });
  }
}

const WHITE: Rgb = [255, 255, 255];
const GRASS: Rgb = rgb('#7cb342');
const SKY_TOP: Rgb = rgb('#4fa3e0');
const SKY_BOTTOM: Rgb = rgb('#bfe3fb');

export type EventPicture = 'market' | 'sport' | 'community' | 'run' | 'notice' | 'walk' | 'books';

/** An event card (800 x 450): a scene per kind of event. */
export function eventPicture(kind: EventPicture): Buffer {
  const c = new Canvas(800, 450);
  switch (kind) {
    case 'market': {
      c.gradient(0, 0, 800, 300, SKY_TOP, SKY_BOTTOM).rect(0, 300, 800, 150, GRASS);
      const awnings: Rgb[] = [rgb('#c62828'), rgb('#2e7d32'), rgb('#f9a825')];
      awnings.forEach((colour, i) => {
        const x = 60 + i * 250;
        c.rect(x + 10, 220, 180, 130, rgb('#8d6e63')).rect(x + 20, 240, 160, 60, rgb('#efebe9'));
        for (let s = 0; s < 6; s++) c.rect(x + s * 33, 180, 33, 45, s % 2 === 0 ? colour : WHITE);
        for (let f = 0; f < 5; f++) c.circle(x + 40 + f * 30, 330, 11, f % 2 === 0 ? rgb('#ff7043') : rgb('#9ccc65'));
      });
      break;
    }
    case 'sport': {
      c.rect(0, 0, 800, 450, rgb('#2e7d32')).rect(100, 60, 600, 330, rgb('#1976d2'));
      c.rect(100, 60, 600, 6, WHITE).rect(100, 384, 600, 6, WHITE).rect(100, 60, 6, 330, WHITE).rect(694, 60, 6, 330, WHITE);
      c.rect(100, 110, 600, 4, WHITE).rect(100, 336, 600, 4, WHITE).rect(240, 110, 4, 230, WHITE).rect(556, 110, 4, 230, WHITE).rect(240, 223, 320, 4, WHITE);
      c.rect(396, 50, 8, 350, rgb('#eeeeee'));
      c.circle(520, 170, 18, rgb('#d4e157')).line(505, 160, 535, 180, 3, WHITE);
      break;
    }
    case 'community': {
      c.gradient(0, 0, 800, 320, rgb('#ff8a65'), rgb('#ffe0b2')).rect(0, 320, 800, 130, rgb('#558b2f'));
      c.circle(620, 250, 60, rgb('#fff59d'));
      for (const x of [90, 200, 690]) c.rect(x - 8, 230, 16, 100, rgb('#5d4037')).circle(x, 210, 55, rgb('#33691e'));
      c.line(0, 90, 800, 120, 2, rgb('#6d4c41'));
      for (let i = 0; i < 16; i++) c.circle(25 + i * 50, 92 + i * 1.9 + 10, 7, i % 3 === 0 ? rgb('#ffeb3b') : i % 3 === 1 ? rgb('#f44336') : rgb('#4caf50'));
      c.rect(300, 330, 260, 16, rgb('#795548')).rect(315, 346, 12, 50, rgb('#5d4037')).rect(533, 346, 12, 50, rgb('#5d4037'));
      c.ellipse(370, 322, 30, 10, WHITE).ellipse(470, 322, 30, 10, WHITE).circle(370, 316, 8, rgb('#e64a19')).circle(470, 316, 8, rgb('#7cb342'));
      break;
    }
    case 'run': {
      c.gradient(0, 0, 800, 260, rgb('#81d4fa'), rgb('#e1f5fe')).rect(0, 260, 800, 190, GRASS);
      c.triangle(0, 260, 200, 150, 420, 260, rgb('#9e9d24')).triangle(300, 260, 560, 120, 800, 260, rgb('#827717'));
      c.line(-20, 450, 520, 270, 70, rgb('#bcaaa4')).line(520, 270, 820, 290, 50, rgb('#bcaaa4'));
      for (const [x, y, colour] of [
        [300, 330, '#e53935'],
        [420, 300, '#1e88e5'],
        [560, 282, '#fdd835'],
      ] as const) {
        c.circle(x, y - 55, 11, rgb('#6d4c41'))
          .line(x, y - 44, x, y - 10, 10, rgb(colour))
          .line(x, y - 10, x - 12, y + 15, 6, rgb('#37474f'))
          .line(x, y - 10, x + 14, y + 12, 6, rgb('#37474f'));
      }
      break;
    }
    case 'notice': {
      c.rect(0, 0, 800, 450, rgb('#eceff1')).framed(200, 60, 400, 330, WHITE, rgb('#90a4ae'), 4);
      c.rect(240, 110, 320, 24, rgb('#c62828'));
      for (let i = 0; i < 7; i++) c.rect(240, 160 + i * 28, i === 6 ? 180 : 320, 10, rgb('#b0bec5'));
      c.circle(400, 70, 14, rgb('#c62828'));
      break;
    }
    case 'walk': {
      c.gradient(0, 0, 800, 300, rgb('#ffcc80'), rgb('#fff3e0')).rect(0, 300, 800, 150, rgb('#a1887f'));
      c.triangle(0, 300, 260, 160, 520, 300, rgb('#8d6e63')).triangle(350, 300, 640, 190, 800, 300, rgb('#6d4c41'));
      // a baobab: a fat trunk and a flat crown
      c.rect(560, 200, 60, 110, rgb('#795548'))
        .ellipse(590, 190, 110, 35, rgb('#558b2f'))
        .line(560, 210, 510, 180, 12, rgb('#795548'))
        .line(620, 210, 670, 180, 12, rgb('#795548'));
      c.line(0, 420, 800, 360, 30, rgb('#d7ccc8'));
      break;
    }
    case 'books': {
      c.rect(0, 0, 800, 450, rgb('#fff8e1')).rect(80, 330, 640, 20, rgb('#6d4c41'));
      const colours = ['#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#00838f', '#ef6c00', '#37474f'];
      for (const [i, colour] of colours.entries())
        c.rect(110 + i * 70, 150 + (i % 3) * 20, 55, 180 - (i % 3) * 20, rgb(colour)).rect(118 + i * 70, 180, 39, 6, WHITE);
      break;
    }
  }
  return c.toPng();
}

/** A house or a block of flats under a sky (developments' covers, sliders and sales images). */
export function housePicture(walls: string, roof: string, storeys = 1, wide = false): Buffer {
  const c = new Canvas(800, 500).gradient(0, 0, 800, 330, SKY_TOP, SKY_BOTTOM).rect(0, 330, 800, 170, GRASS);
  const width = wide ? 520 : 380;
  const left = (800 - width) / 2;
  const height = 110 * storeys;
  const top = 360 - height;
  c.rect(left, top, width, height, rgb(walls)).triangle(left - 30, top, left + width / 2, top - 110, left + width + 30, top, rgb(roof));
  for (let s = 0; s < storeys; s++) {
    for (let w = 0; w < (wide ? 5 : 3); w++) c.framed(left + 30 + w * 100, top + 25 + s * 110, 60, 50, rgb('#b3e5fc'), WHITE, 4);
  }
  c.rect(left + width / 2 - 30, 290, 60, 70, rgb('#5d4037'));
  c.circle(120, 300, 55, rgb('#2e7d32')).rect(112, 330, 16, 40, rgb('#5d4037')).circle(690, 310, 45, rgb('#388e3c'));
  return c.toPng();
}

/** A round emblem (logos and newsletter icons): a ring of `colour` with a shape inside. */
export function emblem(colour: string, accent: string, shape: 'leaf' | 'house' | 'cup' | 'star' | 'dumbbell' | 'news'): Buffer {
  const c = new Canvas(256, 256, WHITE).circle(128, 128, 120, rgb(colour)).circle(128, 128, 100, WHITE);
  const a = rgb(accent);
  switch (shape) {
    case 'leaf':
      c.ellipse(128, 120, 40, 70, a).line(128, 60, 128, 200, 6, WHITE);
      break;
    case 'house':
      c.triangle(64, 130, 128, 70, 192, 130, a).rect(82, 130, 92, 62, a).rect(116, 150, 24, 42, WHITE);
      break;
    case 'cup':
      c.rect(84, 100, 70, 80, a).circle(166, 138, 22, a).circle(166, 138, 12, WHITE).rect(74, 182, 100, 10, a);
      break;
    case 'star':
      c.triangle(128, 56, 96, 170, 184, 106, a).triangle(128, 56, 160, 170, 72, 106, a).triangle(72, 106, 184, 106, 128, 150, a);
      break;
    case 'dumbbell':
      c.rect(70, 96, 22, 64, a).rect(164, 96, 22, 64, a).rect(92, 120, 72, 16, a);
      break;
    case 'news':
      c.rect(72, 70, 112, 120, a).rect(86, 86, 84, 14, WHITE);
      for (let i = 0; i < 4; i++) c.rect(86, 112 + i * 16, i === 3 ? 50 : 84, 7, WHITE);
      break;
  }
  return c.toPng();
}

/** A wide banner (1200 x 300) in the theme's colours with rolling hills. */
export function bannerPicture(primary: string, secondary: string): Buffer {
  const c = new Canvas(1200, 300).gradient(0, 0, 1200, 300, rgb(primary), mix(rgb(primary), WHITE, 0.55));
  c.ellipse(250, 340, 420, 120, rgb(secondary)).ellipse(900, 360, 520, 140, mix(rgb(secondary), [0, 0, 0], 0.25));
  c.circle(1040, 80, 40, mix(WHITE, rgb(primary), 0.15));
  return c.toPng();
}

export type PlacePicture = 'gate' | 'clubhouse' | 'park' | 'lagoon' | 'tennis' | 'office' | 'hall' | 'trail';

/** A point of interest's picture (480 x 320). */
export function placePicture(kind: PlacePicture): Buffer {
  const c = new Canvas(480, 320).gradient(0, 0, 480, 200, SKY_TOP, SKY_BOTTOM).rect(0, 200, 480, 120, GRASS);
  switch (kind) {
    case 'gate':
      c.rect(60, 120, 110, 110, rgb('#cfd8dc')).rect(80, 145, 70, 35, rgb('#b3e5fc')).rect(0, 230, 480, 90, rgb('#9e9e9e'));
      c.rect(190, 170, 12, 60, rgb('#424242'));
      for (let i = 0; i < 7; i++) c.rect(202 + i * 36, 178, 36, 10, i % 2 === 0 ? rgb('#c62828') : WHITE);
      break;
    case 'clubhouse':
    case 'hall':
    case 'office': {
      const wall = kind === 'clubhouse' ? '#fff3e0' : kind === 'hall' ? '#e3f2fd' : '#eceff1';
      c.rect(80, 110, 320, 120, rgb(wall)).triangle(60, 110, 240, 40, 420, 110, rgb(kind === 'office' ? '#546e7a' : '#8d6e63'));
      for (let w = 0; w < 4; w++) c.framed(100 + w * 75, 135, 50, 40, rgb('#b3e5fc'), WHITE, 3);
      c.rect(220, 180, 40, 50, rgb('#5d4037'));
      if (kind === 'clubhouse') c.rect(0, 260, 480, 40, rgb('#4fc3f7'));
      break;
    }
    case 'park':
      for (const [x, r] of [
        [90, 50],
        [230, 65],
        [380, 45],
      ] as const)
        c.rect(x - 7, 170, 14, 70, rgb('#5d4037')).circle(x, 150, r, rgb('#2e7d32'));
      c.rect(300, 240, 90, 10, rgb('#795548')).line(180, 300, 250, 230, 8, rgb('#ffb300'));
      break;
    case 'lagoon':
      c.ellipse(240, 250, 220, 60, rgb('#1e88e5')).ellipse(240, 245, 170, 38, rgb('#42a5f5'));
      c.triangle(250, 240, 300, 240, 275, 200, WHITE).line(275, 200, 275, 245, 3, rgb('#5d4037')).ellipse(275, 246, 30, 6, rgb('#ff7043'));
      break;
    case 'tennis':
      c.rect(40, 200, 400, 110, rgb('#1976d2')).rect(40, 200, 400, 4, WHITE).rect(40, 306, 400, 4, WHITE).rect(238, 190, 4, 120, rgb('#eeeeee'));
      c.circle(340, 240, 10, rgb('#d4e157'));
      break;
    case 'trail':
      c.line(-10, 330, 260, 210, 34, rgb('#d7ccc8')).line(260, 210, 490, 190, 24, rgb('#d7ccc8'));
      c.triangle(260, 200, 360, 80, 470, 200, rgb('#8d6e63'));
      break;
  }
  return c.toPng();
}

/** A plate of food from above (menu categories and offerings). */
export function platePicture(food: string, side: string): Buffer {
  const c = new Canvas(400, 300, rgb('#d7ccc8'));
  c.ellipse(200, 150, 150, 120, rgb('#bcaaa4')).circle(200, 150, 110, WHITE).circle(200, 150, 92, rgb('#fafafa'));
  c.circle(175, 140, 45, rgb(food)).circle(240, 170, 28, rgb(side)).circle(230, 110, 14, rgb('#7cb342'));
  return c.toPng();
}

/** What a site plan shows, in the estate's own coordinates (latitude, longitude). */
export type SitePlanDrawing = {
  bounds: { north: number; west: number; south: number; east: number };
  width: number;
  height: number;
  /** Roads as polylines. */
  roads: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  /** Open spaces (parks) and water, as centre and radius in metres. */
  parks: ReadonlyArray<{ at: readonly [number, number]; metres: number }>;
  water: ReadonlyArray<{ at: readonly [number, number]; metres: number }>;
  /** Buildings (clubhouse, gate house) as centre and half-size in metres. */
  buildings: ReadonlyArray<{ at: readonly [number, number]; metres: number }>;
  /** Courts as centre. */
  courts: ReadonlyArray<readonly [number, number]>;
};

/**
 * The estate's site plan (the default map, offline): green ground inside a boundary
 * wall, grey roads, house plots along them, parks, water, buildings and courts, placed by the
 * same coordinates as the points of interest drawn on it.
 */
export function sitePlanPicture(plan: SitePlanDrawing): Buffer {
  const { bounds, width, height } = plan;
  const ground = rgb('#a5d6a7');
  const c = new Canvas(width, height, ground);
  const isGround = (x: number, y: number) => c.colourAt(x, y)?.join(',') === ground.join(',');
  const px = ([lat, lon]: readonly [number, number]): [number, number] => [
    ((lon - bounds.west) / (bounds.east - bounds.west)) * width,
    ((bounds.north - lat) / (bounds.north - bounds.south)) * height,
  ];
  const metresPerPixel = ((bounds.north - bounds.south) * 111_320) / height;
  const m = (metres: number) => metres / metresPerPixel;
  // the boundary wall
  c.rect(0, 0, width, 8, rgb('#795548'))
    .rect(0, height - 8, width, 8, rgb('#795548'))
    .rect(0, 0, 8, height, rgb('#795548'))
    .rect(width - 8, 0, 8, height, rgb('#795548'));
  for (const park of plan.parks) {
    const [x, y] = px(park.at);
    c.circle(x, y, m(park.metres), rgb('#66bb6a'));
    for (let i = 0; i < 6; i++) c.circle(x + Math.cos(i) * m(park.metres) * 0.6, y + Math.sin(i * 1.7) * m(park.metres) * 0.6, m(8), rgb('#2e7d32'));
  }
  for (const pond of plan.water) {
    const [x, y] = px(pond.at);
    c.ellipse(x, y, m(pond.metres) * 1.4, m(pond.metres), rgb('#64b5f6')).ellipse(x, y, m(pond.metres) * 1.1, m(pond.metres) * 0.7, rgb('#42a5f5'));
  }
  for (const building of plan.buildings) {
    const [x, y] = px(building.at);
    const half = m(building.metres);
    c.framed(x - half, y - half * 0.7, half * 2, half * 1.4, rgb('#ffe0b2'), rgb('#6d4c41'), 3);
  }
  for (const court of plan.courts) {
    const [x, y] = px(court);
    c.framed(x - m(12), y - m(18), m(24), m(36), rgb('#1976d2'), WHITE, 2).rect(x - m(12), y - 1, m(24), 2, WHITE);
  }
  // plots: a row of houses on both sides of each road segment
  const plot = rgb('#fff3e0');
  const roof = rgb('#bcaaa4');
  for (const road of plan.roads) {
    for (let i = 1; i < road.length; i++) {
      const [x0, y0] = px(road[i - 1] ?? [0, 0]);
      const [x1, y1] = px(road[i] ?? [0, 0]);
      const length = Math.hypot(x1 - x0, y1 - y0);
      const [ux, uy] = [(x1 - x0) / length, (y1 - y0) / length];
      const [nx, ny] = [-uy, ux];
      for (let d = m(25); d < length - m(20); d += m(30)) {
        for (const s of [-1, 1]) {
          const cx = x0 + ux * d + nx * s * m(24);
          const cy = y0 + uy * d + ny * s * m(24);
          if (isGround(cx, cy) && isGround(cx - m(10), cy - m(9)) && isGround(cx + m(10), cy + m(9)))
            c.framed(cx - m(10), cy - m(9), m(20), m(18), plot, roof, 2);
        }
      }
    }
  }
  for (const road of plan.roads) {
    for (let i = 1; i < road.length; i++) {
      const [x0, y0] = px(road[i - 1] ?? [0, 0]);
      const [x1, y1] = px(road[i] ?? [0, 0]);
      c.line(x0, y0, x1, y1, m(12), rgb('#9e9e9e'));
    }
  }
  for (const road of plan.roads) {
    for (let i = 1; i < road.length; i++) {
      const [x0, y0] = px(road[i - 1] ?? [0, 0]);
      const [x1, y1] = px(road[i] ?? [0, 0]);
      c.line(x0, y0, x1, y1, 2, rgb('#eeeeee'));
    }
  }
  return c.toPng();
}
