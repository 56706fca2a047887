/** Maximum lengths shared by the schemas and the inputs (zod-free, so forms can load it eagerly). */
export const limits = {
  name: 50,
  fullName: 100,
  email: 254,
  phone: 20,
  shortText: 120,
  notes: 2000,
  url: 2048,
  filename: 255,
} as const;
