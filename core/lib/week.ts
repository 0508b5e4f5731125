/** The week in order, Monday first, as the practice profile's hours name their days (schema.org's names). */
export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
