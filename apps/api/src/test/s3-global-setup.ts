/**
 * Global setup of the `api-s3` project: one s3rver for the whole run; each test file makes its own bucket on
 * it (test-app.ts), so files never see each other's objects.
 */
import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Endpoint of the run's S3-compatible server; set only in the `api-s3` project. */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
