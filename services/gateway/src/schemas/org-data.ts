import { z } from './registry.js';

/** DELETE /org: the administrator confirms by typing the organisation's name. */
export const DeleteOrgBody = z
  .object({
    confirm_name: z
      .string({ error: 'Type the organisation’s name to confirm.' })
      .min(1, 'Type the organisation’s name to confirm.')
      .max(200, 'The organisation’s name is at most 200 characters.'),
  })
  .strict()
  .openapi('DeleteOrgBody');
