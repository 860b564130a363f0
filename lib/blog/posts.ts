import fs from 'node:fs';
import path from 'node:path';
import { cachedPageData, keepPageData } from '@/lib/mdx/page-data-cache';
import { readPageData } from '@/lib/mdx/remark-page-data';
import { getReleases, type Release } from '@/lib/openapi/changes/releases';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { changelogHref } from '@/lib/urls';
import { POSTS_FOLDER, type PostFrontMatter } from './frontmatter-schema';

export interface Post {
  /** The file name without its date and ".mdx": the post's URL segment. */
  slug: string;
  /** The source, relative to the project: "content/changelog/2026-11-25-api-1-0-0.mdx". */
  file: string;
  /** The compiled page to import: "changelog/2026-11-25-api-1-0-0". */
  pagePath: string;
  permalink: string;
  frontMatter: PostFrontMatter;
  /** Shown only because drafts are (`npm run dev`): a draft, or dated after today. */
  draft: boolean;
}

/** Posts on one list page; the first page is /changelog/, the others /changelog/page/<n>/. */
export const POSTS_PER_PAGE = 10;

/** "2026-11-25-api-1-0-0.mdx": an optional date, then the slug (lower-case words joined by "-"). */
const POST_FILE_NAME = /^(?:(\d{4}-\d{2}-\d{2})-)?([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;
/** /changelog/page/2/ is a list page: no post may take that URL. */
const RESERVED_SLUGS = new Set(['page']);

export interface PostOptions {
  /** The project folder (content/changelog/ and openapi/releases/ are read under it). */
  root?: string;
  /** Today, in UTC: a post dated later fails the build, unless drafts are shown. */
  today?: string;
  /** `npm run dev`: drafts and posts dated later are shown, marked as drafts. */
  showDrafts?: boolean;
  /** The releases a post may announce (openapi/releases/). */
  releases?: Release[];
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Newest first; posts of one day by title. */
function byDateDescending(a: Post, b: Post): number {
  return (
    b.frontMatter.date.localeCompare(a.frontMatter.date) ||
    a.frontMatter.title.localeCompare(b.frontMatter.title)
  );
}

/**
 * Every post of content/changelog/, newest first, checked: a bad file name, a date that does not
 * match the file name or lies after today, two posts with one slug, a release post for a version
 * that has no release file, a release without its post: each fails the build naming the file.
 * (A missing title, date or summary fails already in the post's own front matter check.)
 */
export function loadPosts({
  root = process.cwd(),
  today = todayUtc(),
  showDrafts = false,
  releases,
}: PostOptions = {}): Post[] {
  const folder = path.join(root, POSTS_FOLDER);
  if (!fs.existsSync(folder)) return [];
  const problems: string[] = [];
  const all: Post[] = [];
  const bySlug = new Map<string, Post>();
  for (const entry of fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `${POSTS_FOLDER}/${entry.name}`;
    const match = entry.isFile() ? POST_FILE_NAME.exec(entry.name) : null;
    if (!match) {
      problems.push(
        `${file}: ${POSTS_FOLDER}/ holds posts only, each named <slug>.mdx or ` +
          `YYYY-MM-DD-<slug>.mdx (lower-case words joined by "-").`,
      );
      continue;
    }
    const [, fileDate, slug] = match;
    const pagePath = `changelog/${entry.name.replace(/\.mdx$/, '')}`;
    // Validated: a missing title, date or summary throws here, naming the file.
    const frontMatter = readFrontMatter(root, file);
    const { date } = frontMatter;
    if (RESERVED_SLUGS.has(slug))
      problems.push(
        `${file}: "${slug}" cannot be a post's slug (${changelogHref({ page: 2 })} is a list page). Rename the file.`,
      );
    if (fileDate && fileDate !== date)
      problems.push(
        `${file}: the file name says ${fileDate} but the front matter's date is ${date}. Make them agree.`,
      );
    const future = date > today;
    if (future && !frontMatter.draft && !showDrafts) {
      problems.push(
        `${file}: dated ${date}, after today (${today}). Date it the day it is published, or ` +
          `mark it "draft: true" until then.`,
      );
    }
    const post: Post = {
      slug,
      file,
      pagePath,
      permalink: changelogHref({ slug }),
      frontMatter,
      draft: frontMatter.draft || future,
    };
    const twin = bySlug.get(slug);
    if (twin)
      problems.push(
        `${twin.file} and ${file} have the same slug "${slug}" (${post.permalink}). Rename one of them.`,
      );
    bySlug.set(slug, post);
    all.push(post);
  }
  const posts = all.filter((post) => !post.draft || showDrafts);
  if (releases) problems.push(...releasePostProblems(all, posts, releases));
  if (problems.length)
    throw new Error(
      `The changelog does not add up:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  return posts.sort(byDateDescending);
}

/** Every release has one published post, and every release post names a release. */
function releasePostProblems(all: Post[], shown: Post[], releases: Release[]): string[] {
  const problems: string[] = [];
  const known = new Set(releases.map((release) => release.version));
  const announced = new Map<string, Post>();
  for (const post of all) {
    const version = post.frontMatter.release;
    if (!version) continue;
    if (!known.has(version))
      problems.push(
        `${post.file}: release ${version} has no release file ` +
          `(openapi/releases/${version}.json). Record it with \`npm run release:cut\`, or ` +
          `correct the version.`,
      );
    const twin = announced.get(version);
    if (twin)
      problems.push(`${twin.file} and ${post.file} both announce release ${version}: keep one.`);
    announced.set(version, post);
  }
  for (const release of releases) {
    const post = announced.get(release.version);
    if (!post) {
      problems.push(
        `${release.file} has no post: write ` +
          `content/changelog/<date>-api-${release.version.replace(/\./g, '-')}.mdx with ` +
          `"release: ${release.version}" in its front matter.`,
      );
    } else if (!shown.includes(post)) {
      problems.push(
        `${release.file}: its post ${post.file} is a draft (or dated after today), so the ` +
          `build leaves it out. Publish it with the release.`,
      );
    }
  }
  return problems;
}

/**
 * A post's front matter as its compile reads it (lib/mdx/remark-page-data.ts picks the post
 * schema for content/changelog/): kept by the compile or another build process, else parsed here.
 */
function readFrontMatter(root: string, file: string): PostFrontMatter {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  let data = cachedPageData(root, source);
  if (!data) {
    data = readPageData(source, path.join(root, file), root);
    keepPageData(root, source, data);
  }
  if (!('date' in data.frontMatter))
    throw new Error(`${file}: the front matter of a changelog post needs a date.`);
  return data.frontMatter;
}

/** Under `next dev` posts are read again on every call, drafts included, so an edit shows at once. */
const development = process.env.NODE_ENV === 'development';
let posts: Post[] | undefined;

/** The site's posts, newest first: read and checked once per build (every call under `next dev`). */
export function getAllPosts(): Post[] {
  if (!posts || development)
    posts = loadPosts({ showDrafts: development, releases: getReleases(loadApiDocument()) });
  return posts;
}

export function getPostBySlug(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

/** The post that announces a release of the API. */
export function getReleasePost(version: string): Post | undefined {
  return getAllPosts().find((post) => post.frontMatter.release === version);
}

export interface PostListPage {
  /** 1 for /changelog/. */
  number: number;
  permalink: string;
  posts: Post[];
}

/** The list pages: POSTS_PER_PAGE posts each, newest first; at least one page, even with no post. */
export function paginate(all: Post[], perPage: number = POSTS_PER_PAGE): PostListPage[] {
  const count = Math.max(1, Math.ceil(all.length / perPage));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    permalink: changelogHref({ page: index + 1 }),
    posts: all.slice(index * perPage, (index + 1) * perPage),
  }));
}

export interface PostYear {
  year: string;
  posts: Post[];
}

/** The posts by year of their date, newest year first, as the changelog's sidebar groups them. */
export function groupByYear(all: Post[]): PostYear[] {
  const years = new Map<string, Post[]>();
  for (const post of [...all].sort(byDateDescending)) {
    const year = post.frontMatter.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, posts]) => ({ year, posts }));
}

/** The neighbours of a post in date order: the newer one and the older one. */
export function newerAndOlder(all: Post[], post: Post): { newer?: Post; older?: Post } {
  const index = all.findIndex((candidate) => candidate.slug === post.slug);
  return {
    newer: index > 0 ? all[index - 1] : undefined,
    older: index >= 0 ? all[index + 1] : undefined,
  };
}
