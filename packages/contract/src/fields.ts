import { z } from 'zod';

/** Field schemas shared by the company and client-area contracts. */

/** Text the database can store: PostgreSQL refuses the NUL character, so it is a 400 here, never a 500. */
export const textSchema = () =>
  z.string().refine((v) => !v.includes('\u0000'), 'Contains a character that is not allowed');

/** A calendar date (YYYY-MM-DD) within 1900-2199 (the database refuses year 0). */
export const isoDateSchema = z.iso
  .date()
  .refine((d) => d >= '1900-01-01' && d <= '2199-12-31', 'Must be a date between 1900 and 2199');
