import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/** TypeScript through swc, with the legacy decorators and metadata type-graphql and TypeORM read. */
const swc = (tsx = false): Config['transform'] => ({
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          ...(tsx ? { react: { runtime: 'automatic' } } : {}),
        },
      },
      module: { type: 'commonjs' },
    },
  ],
});

const workspaceModules = {
  '^@postpilot/common$': '<rootDir>/../common/src/index.ts',
  '^@postpilot/server$': '<rootDir>/../server/src/index.ts',
};

const serverProject = {
  rootDir: 'server',
  transform: swc(),
  moduleNameMapper: workspaceModules,
  setupFiles: ['reflect-metadata'],
  testEnvironment: 'node',
};

const config: Config = {
  // jest's default keeps one core for itself, which on a 2-core machine means one test file at a
  // time; the main process only hands out files, so two workers use both cores.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Tests that hash passwords (argon2) and boot apps share two cores with each other: a slow
  // moment is not a failure. A test that hangs still fails, after 20 seconds.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'common',
      rootDir: 'common',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      transform: swc(),
    },
    {
      // A server test named *.unit.test.ts needs neither Postgres nor Redis.
      ...serverProject,
      displayName: 'server-unit',
      testMatch: [
        '<rootDir>/src/**/__tests__/**/*.unit.test.ts',
        '<rootDir>/test/**/*.unit.test.ts',
      ],
    },
    {
      // Every other server test may boot the app on Postgres and Redis, or start services.
      ...serverProject,
      displayName: 'server-integration',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.unit\\.test\\.ts$'],
    },
    {
      displayName: 'worker',
      rootDir: 'worker',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      transform: swc(),
      moduleNameMapper: workspaceModules,
      setupFiles: ['reflect-metadata'],
      testEnvironment: 'node',
    },
    {
      displayName: 'client',
      rootDir: 'client',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
      // jsdom with Node's fetch, streams and TextEncoder, which msw and Apollo Client need.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: swc(true),
      // msw 2 depends on a few packages published only as ES modules; jest runs CommonJS.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
      ],
      moduleNameMapper: {
        ...workspaceModules,
        '\\.(css|svg|png)$': '<rootDir>/test/fileStub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
  ],
};

export default config;
