import { z } from 'zod/mini';

/** The visitor location entity, exactly as the spec lists it (section 3), plus the zip's city. */
export const visitorLocationSchema = z.object({
  zipcode: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  country: z.nullable(z.string()),
  error: z.nullable(z.string()),
  requested: z.boolean(),
  needZipcode: z.boolean(),
  requestFinished: z.boolean(),
});
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;
