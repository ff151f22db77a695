/**
 * Global setup of the API test projects (`api`, `api-s3`, fuzz): builds the run's migrated and seeded
 * database once (database-template.ts, issue #36) and hands its place to the test files.
 */
import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template database: every test file's database starts as a copy of it. */
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const { template, remove } = await buildDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
