import { join } from 'node:path';
import { test } from '@playwright/test';

/** The data folder of the shop the running project's tests use (playwright.config.ts starts one shop per project). */
export const shopDataDir = () => join(process.env.E2E_DATA_DIR ?? '', test.info().project.name);
