import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Type Lists (staff console): the administrator's switch per sport (event type). A sport without a
 * row is enabled; a disabled one is hidden from every list, menu, search and event page of every
 * site (the sports catalogue is shared by all white labels).
 */
export const eventTypeSettings = pgTable('event_type_settings', {
  eventTypeId: integer('event_type_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
