import { describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH } from '../generation/png';
import { SITE_PICTURE, sitePictureUrl, templatePictureUrl } from './picture';

describe('site pictures', () => {
  it('are the generator’s Open Graph images, at their size', () => {
    expect(SITE_PICTURE).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    expect(sitePictureUrl('https://fairstack.example/sites/harbor/')).toBe('https://fairstack.example/sites/harbor/og-image.png');
    expect(sitePictureUrl('https://fairstack.example/sites/harbor')).toBe('https://fairstack.example/sites/harbor/og-image.png');
    expect(sitePictureUrl(null)).toBeNull();
  });

  it('for templates: the admin’s image, else the drawn one; none for templates outside the database', () => {
    expect(templatePictureUrl({ id: 3, imageUrl: 'https://img.example/t.png' })).toBe('https://img.example/t.png');
    expect(templatePictureUrl({ id: 3, imageUrl: null })).toBe('/api/templates/3/picture.png');
    expect(templatePictureUrl({ id: null })).toBeNull();
  });
});
