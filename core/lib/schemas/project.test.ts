import { describe, expect, it } from 'vitest';
import { businessTypeForCategory, onlyMissingFields, projectFieldErrors, projectSchema, WEBSITE_TYPE_OPTIONS } from './project';

describe('projectSchema (dialog, /create and POST /api/projects)', () => {
  it('trims, defaults optional text, and turns an empty template into null', () => {
    const parsed = projectSchema.parse({ name: '  Bakery ', businessType: 'Restaurant', templateId: '' });
    expect(parsed).toEqual({ name: 'Bakery', description: '', businessType: 'Restaurant', requirements: '', templateId: null });
  });

  it('reads a template id as an integer from forms and from JSON', () => {
    expect(projectSchema.parse({ name: 'A', templateId: '12' }).templateId).toBe(12);
    expect(projectSchema.parse({ name: 'A', templateId: 7 }).templateId).toBe(7);
    expect(projectSchema.parse({ name: 'A', businessType: 'Other', templateId: null }).templateId).toBeNull();
  });

  it('requires the business type only without a template', () => {
    expect(projectSchema.safeParse({ name: 'A', templateId: '3' }).success).toBe(true);
    const result = projectSchema.safeParse({ name: 'A', templateId: '' });
    expect(result.success).toBe(false);
    expect(projectFieldErrors(result.error!)).toEqual({ businessType: 'Business type is required' });
  });

  it("reports 'Missing Information' only when required fields are what is missing", () => {
    const missing = projectSchema.safeParse({ name: '', businessType: '' });
    expect(onlyMissingFields(projectFieldErrors(missing.error!))).toBe(true);
    const wrong = projectSchema.safeParse({ name: '', businessType: 'Casino' });
    expect(onlyMissingFields(projectFieldErrors(wrong.error!))).toBe(false);
  });

  it('maps every Website Type label of the dialog to a business type the schema accepts', () => {
    expect(WEBSITE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Business/Corporate',
      'E-commerce Store',
      'Portfolio',
      'Restaurant',
      'Tech Startup',
      'Healthcare',
      'Other',
    ]);
    for (const option of WEBSITE_TYPE_OPTIONS) {
      expect(projectSchema.safeParse({ name: 'A', businessType: option.value }).success, option.label).toBe(true);
    }
  });

  it("maps a template's category to a business type, falling back to 'Other'", () => {
    expect(businessTypeForCategory('Technology')).toBe('Technology');
    expect(businessTypeForCategory(' e-commerce ')).toBe('E-commerce');
    expect(businessTypeForCategory('Nonprofit')).toBe('Other');
  });
});
