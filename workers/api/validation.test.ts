import { describe, expect, it } from 'vitest';
import { projectSchema } from '~core/lib/schemas/project';
import { fieldErrors } from './validation';

describe('field errors in API refusals', () => {
  it('say each reason once per field, as an empty project name is refused by two rules', () => {
    const parsed = projectSchema.safeParse({ name: '   ', businessType: 'Business' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ name: ['Project name is required'] });
  });
});
