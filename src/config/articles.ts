// Node only (scripts, tests, build hooks): an article's source file read and split into its
// front matter and body. Routes and file names come from src/data/routes.ts.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {sourceFile, type Route} from '../data/routes';

export const siteDir = path.resolve(__dirname, '../..');
export const docsDir = path.join(siteDir, 'docs');

/** Front matter as the content guide defines it; the build adds `kind` and `faq_answer`. */
export type FrontMatter = {
  title: string;
  description: string;
  sidebar_label: string;
  keywords?: string[];
  unlisted?: boolean;
  tested_with?: string[];
  /** The day of the last independent review; YAML gives a Date for an unquoted date. */
  reviewed?: Date | string;
  sources?: string[];
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a source file's text into front matter (YAML) and body. */
export function splitFrontMatter(text: string): {data: Partial<FrontMatter>; body: string} {
  const match = FRONT_MATTER.exec(text);
  if (!match) return {data: {}, body: text};
  return {data: (yaml.load(match[1]) ?? {}) as Partial<FrontMatter>, body: text.slice(match[0].length)};
}

/** The absolute path of a route's source file. */
export const sourcePath = (route: Route): string => path.join(docsDir, sourceFile(route));

export function readArticle(route: Route): {data: Partial<FrontMatter>; body: string} {
  return splitFrontMatter(fs.readFileSync(sourcePath(route), 'utf8'));
}

/** A `reviewed` value as YYYY-MM-DD, or undefined when it is missing or not a real day. */
export function reviewedDay(value: unknown): string | undefined {
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : undefined;
}
