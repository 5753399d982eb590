import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadJson } from '@contract/admin/uploads';
import { parseBuffer } from 'music-metadata';
import { concatBytes, mp3Frames } from '../../test/mp3Frames';
import { pixelsOf, pngOfSize, type Staff, signInDemoAccounts, uploadBody, withForm } from '../../test/staff';
import { call, startTestServer, type TestServer } from '../../test/testServer';

type Message = { message: string };

let server: TestServer;
let accounts: Staff;
let uploadsDir: string;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
  uploadsDir = join(server.dir, 'uploads');
});
afterAll(() => server.close());

const upload = <T = string>(form: FormData, path = '/api/upload') => call<T>(server, path, withForm(accounts.assistant.token, form));
const storedFile = (path: string) => join(uploadsDir, path.replace(/^\/uploads\//, ''));
const FRESH_NAME = /^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp|mp3)$/;

describe('POST /api/upload', () => {
  it('stores a product cover of 274 × 379 px, encoded anew, under a fresh name and answers its path as a string', async () => {
    const png = await pngOfSize(274, 379);
    const { status, body } = await upload(uploadBody(png, '../../obálka knihy.png', 'image/png'));
    expect(status).toBe(201);
    expect(body).toMatch(FRESH_NAME);
    expect(body.endsWith('.png')).toBe(true);
    expect((await pixelsOf(readFileSync(storedFile(body)))).equals(await pixelsOf(png))).toBe(true);
    // Nothing of the client's name reached the file system.
    expect(readdirSync(uploadsDir).some((name) => name.includes('obálka'))).toBe(false);
    const again = await upload(uploadBody(png, '../../obálka knihy.png', 'image/png'));
    expect(again.body).not.toBe(body);
  });

  it('makes smaller WebP and AVIF copies of an image for phones, next to the original', async () => {
    const jpeg = await sharp({ create: { width: 274, height: 379, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload<UploadJson>(uploadBody(jpeg, 'obalka.jpg', 'image/jpeg'), '/api/uploads');
    expect(status).toBe(201);
    const base = body.path.slice(0, -'.jpg'.length);
    expect(body).toEqual({ path: expect.stringMatching(FRESH_NAME), type: 'image', kind: 'product', variants: [`${base}.webp`, `${base}.avif`] });
    expect((await sharp(storedFile(`${base}.webp`)).metadata()).format).toBe('webp');
    expect(await sharp(storedFile(`${base}.avif`)).metadata()).toMatchObject({ format: 'heif', width: 274, height: 379 });
  });

  it('checks the size its kind needs: excerpt images by the ukazka rule, banners by the kind field', async () => {
    const square = await pngOfSize(250, 250);
    expect((await upload<UploadJson>(uploadBody(square, 'Ukázka-kapitoly.png', 'image/png'), '/api/uploads')).body.kind).toBe('excerpt');
    const banner = await pngOfSize(1296, 382);
    expect((await upload<UploadJson>(uploadBody(banner, 'banner.png', 'image/png', { kind: 'banner' }), '/api/uploads')).body.kind).toBe('banner');
  });

  it.each([
    [300, 300, 'obalka.png', {}, 'Obrázek musí mít rozměr 274 × 379 px (nahraný má 300 × 300 px).'],
    [274, 379, 'ukazka-1.png', {}, 'Obrázek je příliš velký: musí mít rozměr 250 × 250 px (nahraný má 274 × 379 px).'],
    [274, 379, 'obalka.png', { kind: 'banner' }, 'Obrázek musí mít rozměr 1296 × 382 px (nahraný má 274 × 379 px).'],
  ])('refuses a %i × %i image named %s (%j) and names the size expected', async (width, height, name, fields, message) => {
    const before = readdirSync(uploadsDir).length;
    const { status, body } = await upload<Message>(uploadBody(await pngOfSize(width, height), name, 'image/png', fields));
    expect({ status, body }).toEqual({ status: 400, body: { message } });
    expect(readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('recognises files by their content: a text file named cover.jpg sent as image/jpeg is refused', async () => {
    const text = new TextEncoder().encode('Tohle není obrázek, jen text.');
    const { status, body } = await upload<Message>(uploadBody(text, 'cover.jpg', 'image/jpeg'));
    expect({ status, body }).toEqual({ status: 400, body: { message: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP, nebo zvuk MP3.' } });
  });

  it('names only what the field takes: an image for a cover, an MP3 for a recording', async () => {
    const text = new TextEncoder().encode('Tohle není obrázek, jen text.');
    const mp3 = readFileSync('public/demo/audio/jan-3-16.mp3');
    const png = await pngOfSize(274, 379);
    const onlyImage = { status: 400, body: { message: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP.' } };
    const onlyMp3 = { status: 400, body: { message: 'Nahrát lze jen zvuk MP3.' } };
    const before = readdirSync(uploadsDir).length;
    expect(await upload<Message>(uploadBody(text, 'obalka.png', 'image/png', { kind: 'product' }))).toEqual(onlyImage);
    expect(await upload<Message>(uploadBody(mp3, 'obalka.mp3', 'audio/mpeg', { kind: 'product' }))).toEqual(onlyImage);
    expect(await upload<Message>(uploadBody(mp3, 'banner.mp3', 'audio/mpeg', { kind: 'banner' }))).toEqual(onlyImage);
    expect(await upload<Message>(uploadBody(png, 'kazani.png', 'image/png', { kind: 'audio' }))).toEqual(onlyMp3);
    expect(await upload<Message>(uploadBody(text, 'kazani.mp3', 'audio/mpeg', { kind: 'audio' }))).toEqual(onlyMp3);
    expect(readdirSync(uploadsDir)).toHaveLength(before);
    expect((await upload(uploadBody(mp3, 'kazani.mp3', 'audio/mpeg', { kind: 'audio' }))).status).toBe(201);
    expect((await upload<Message>(uploadBody(png, 'obalka.png', 'image/png', { kind: 'obrazek' }))).body).toEqual({
      message: 'Druh souboru musí být product, excerpt, banner nebo audio.',
    });
  });

  it('refuses a 30000 × 30000 px PNG as too large, naming the size it must have, without decoding it', async () => {
    const png = Buffer.from(await pngOfSize(4, 4));
    // The header claims 30000 × 30000 px (9 × 10⁸ pixels, over libvips' default limit of 2.7 × 10⁸).
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await upload<Message>(uploadBody(png, 'obalka.png', 'image/png'))).toEqual({
      status: 400,
      body: { message: 'Obrázek je příliš velký: musí mít rozměr 274 × 379 px (nahraný má 30000 × 30000 px).' },
    });
  });

  it('refuses other real formats too (a GIF) and a request without the upload field', async () => {
    const gif = await sharp({ create: { width: 274, height: 379, channels: 3, background: '#333' } })
      .gif()
      .toBuffer();
    expect((await upload<Message>(uploadBody(gif, 'obalka.gif', 'image/gif'))).status).toBe(400);
    const form = new FormData();
    form.append('soubor', 'nic');
    expect((await upload<Message>(form)).body).toEqual({ message: 'Vyberte soubor k nahrání (pole upload).' });
    expect((await upload<Message>(uploadBody(await pngOfSize(274, 379), 'a.png', 'image/png', { kind: 'plakát' }))).status).toBe(400);
  });

  it('stores an mp3 (recognised by its content) under a fresh .mp3 name', async () => {
    const mp3 = readFileSync('public/demo/audio/jan-3-16.mp3');
    const { status, body } = await upload(uploadBody(mp3, 'kazani.bin', 'application/octet-stream'));
    expect(status).toBe(201);
    expect(body).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp3$/);
    expect(readFileSync(storedFile(body)).equals(mp3)).toBe(true);
  });

  it('answers 413 with a Czech message for an image over 5 MB and for a body over the 50 MB mp3 limit', async () => {
    // A real PNG header followed by 6 MB: recognised as an image, refused by its size before decoding.
    const png = await pngOfSize(274, 379);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png);
    const image = await upload<Message>(uploadBody(big, 'obalka.png', 'image/png'));
    expect(image).toEqual({ status: 413, body: { message: 'Obrázek může mít nejvýše 5 MB.' } });
    const huge = new Uint8Array(51 * 1024 * 1024);
    const body = await upload<Message>(uploadBody(huge, 'kazani.mp3', 'audio/mpeg'));
    expect(body.status).toBe(413);
    expect(body.body.message).toMatch(/^Soubor je příliš velký/);
  });

  it('serves a PNG with HTML appended as a clean PNG: other bytes, no HTML, still decodes as PNG', async () => {
    const planted = concatBytes(await pngOfSize(274, 379), '<html><script>alert("nahráno")</script></html>');
    const { status, body } = await upload(uploadBody(planted, 'obalka.png', 'image/png'));
    expect(status).toBe(201);
    const served = await fetch(server.url + body);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(bytes.equals(planted)).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 274, height: 379 });
  });

  it('refuses an image of the right size that cannot be decoded, keeping nothing of it', async () => {
    const png = await pngOfSize(274, 379);
    const before = readdirSync(uploadsDir).length;
    const cutShort = png.subarray(0, png.length - 40);
    expect(await upload<Message>(uploadBody(cutShort, 'obalka.png', 'image/png'))).toEqual({
      status: 400,
      body: { message: 'Obrázek se nepodařilo přečíst; je soubor poškozený?' },
    });
    expect(readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('serves a JPEG without the metadata it was uploaded with', async () => {
    const tagged = await sharp({ create: { width: 274, height: 379, channels: 3, background: '#3a6' } })
      .withExif({ IFD0: { Copyright: '<script>alert(1)</script>' } })
      .jpeg()
      .toBuffer();
    const { body } = await upload(uploadBody(tagged, 'obalka.jpg', 'image/jpeg'));
    const bytes = Buffer.from(await (await fetch(server.url + body)).arrayBuffer());
    expect(bytes.includes('<script')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('serves an mp3 with junk before and after its frames as the frames alone, still playable', async () => {
    const mp3 = readFileSync('public/demo/audio/jan-3-16.mp3');
    const planted = concatBytes('<html><script>alert(1)</script>', mp3, '<html>přidáno na konec</html>');
    const { status, body } = await upload(uploadBody(planted, 'kazani.mp3', 'audio/mpeg'));
    expect(status).toBe(201);
    expect(body).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp3$/);
    const bytes = Buffer.from(await (await fetch(server.url + body)).arrayBuffer());
    expect(bytes.includes('<html>')).toBe(false);
    expect(bytes.equals(mp3)).toBe(true); // the demo file is nothing but frames
    expect((await parseBuffer(bytes, { mimeType: 'audio/mpeg' })).format.duration).toBeCloseTo(20.7, 1);
  });

  it('refuses a file that is neither an image nor an mp3, and an mp3 without audio frames', async () => {
    const page = new TextEncoder().encode('<!doctype html><html><body>Tohle není kázání.</body></html>');
    expect(await upload<Message>(uploadBody(page, 'kazani.mp3', 'audio/mpeg'))).toEqual({
      status: 400,
      body: { message: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP, nebo zvuk MP3.' },
    });
    // One frame header (so recognised as mp3) with nothing but text after it.
    const headerOnly = concatBytes(mp3Frames(1).subarray(0, 4), 'jen text, žádný zvuk');
    expect(await upload<Message>(uploadBody(headerOnly, 'kazani.mp3', 'audio/mpeg'))).toEqual({
      status: 400,
      body: { message: 'Soubor MP3 neobsahuje žádný zvukový záznam; je poškozený?' },
    });
  });

  it('answers 413 to an upload streaming past the limit without a declared length, and leaves no temporary file', async () => {
    const boundary = 'hranice';
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="kazani.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
            ),
          );
        else if (sent > 52) controller.close();
        else controller.enqueue(mp3Frames(2514)); // about 1 MB of frames
        sent++;
      },
    });
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accounts.assistant.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Message).message).toMatch(/^Soubor je příliš velký/);
    expect(readdirSync(uploadsDir).filter((name) => !/^[0-9a-f]{32}\.(jpg|png|webp|avif|mp3)$/.test(name))).toEqual([]);
  });

  it('keeps the stored files inside the uploads folder only', () => {
    expect(existsSync(join(server.dir, 'obálka knihy.png'))).toBe(false);
    expect(readdirSync(uploadsDir).every((name) => /^[0-9a-f]{32}\.(jpg|png|webp|avif|mp3)$/.test(name))).toBe(true);
  });
});
