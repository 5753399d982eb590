import { describe, expect, it } from 'vitest';
import { isShopData, isShopImage } from './cachedRequests';

const url = (path: string) => new URL(path, 'https://slovozivota.cz');

describe('what the service worker keeps for offline use', () => {
  it('keeps the catalogue, banner, audio, video and library calls, and the seller of the legal pages', () => {
    for (const path of [
      '/api/products?pageNumber=2',
      '/api/products/12',
      '/api/products/library?pageNumber=1',
      '/api/banner',
      '/api/audio?keyword=x',
      '/api/video',
      '/api/seller',
    ]) {
      expect(isShopData(url(path)), path).toBe(true);
    }
  });

  it('never keeps accounts, the visit counter or lookalike paths', () => {
    for (const path of ['/api/users/profile', '/api/auth/login', '/api/counter/count', '/api/productsX', '/products/12']) {
      expect(isShopData(url(path)), path).toBe(false);
    }
  });

  it('keeps covers, excerpt pictures, banners and uploads, but not the recordings', () => {
    for (const path of ['/demo/covers/a.webp', '/demo/excerpts/b.webp', '/demo/banners/1.webp', '/uploads/c.jpg'])
      expect(isShopImage(url(path)), path).toBe(true);
    for (const path of ['/demo/audio/gen-1-1.mp3', '/icons/icon-192.png', '/assets/index.js']) expect(isShopImage(url(path)), path).toBe(false);
  });
});
