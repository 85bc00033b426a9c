import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The files a feature area's chunk needs: its module and those it imports, and their styles. */
export interface FeatureFiles {
  scripts: string[];
  styles: string[];
}

/** Reads Vite's manifest of the web build (`<dist>/.vite/manifest.json`); an empty one when missing. */
export function readManifest(webDist: string): Record<string, ManifestChunk> {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** The scripts and styles of `src/features/<feature>/index.ts` and every chunk it imports statically. */
export function featureFiles(manifest: Record<string, ManifestChunk>, feature: string): FeatureFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`src/features/${feature}/index.ts`);
  return { scripts: [...scripts], styles: [...styles] };
}
