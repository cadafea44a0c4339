import * as z from 'zod/mini';
import { themeColorNames } from './themeColorNames';
import { themeColorsSchema } from './themeTokens';

describe('themeColorNames', () => {
  it('lists exactly the colour tokens of the schema, in order', () => {
    expect([...themeColorNames]).toEqual(z.keyof(themeColorsSchema).options);
  });
});
