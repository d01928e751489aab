import { readSchemaFiles } from '../../lib/schemas/schemas.ts';
import type { DocumentEnv } from '../checkDocument.ts';
import { exampleCopyIndex, type ExampleCopyIndex } from './exampleCopyRule.ts';

const built = new WeakMap<DocumentEnv, ExampleCopyIndex>();

/**
 * The block examples of the schemas an environment checks against, read once per environment (one
 * per validate run, and one per worker thread), from the same schema folder its validator compiled.
 * Kept beside the environment rather than in it, so the places that build one need not change.
 */
export function exampleCopyOf(env: DocumentEnv): ExampleCopyIndex {
  let index = built.get(env);
  if (!index) built.set(env, (index = exampleCopyIndex(readSchemaFiles(env.schemaDir))));
  return index;
}
