// The launch setting of the back office, as the build read it (src/content.config.ts): pre-launch until opened.
import { getEntry } from 'astro:content';
import type { TLaunchMode } from '../shared/schemas/content.ts';

export async function launchMode(): Promise<TLaunchMode> {
  return (await getEntry('site', 'footer'))?.data.launchMode ?? 'pre_launch';
}
