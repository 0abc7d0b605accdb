// `themeConfig.progressBar` and `themeConfig.pageLoader`: what a client-side
// navigation shows while the next page arrives: the bar at the top
// (nprogress's options) once it takes longer than `delay`, and the spinner.
import { z } from 'zod';

export const progressBarSchema = z
  .strictObject({
    /** Milliseconds a navigation takes before the bar shows. Default 200. */
    delay: z.number().int().min(0).default(200),
    /** Where the bar starts, from 0 to 1. Default 0.08. */
    minimum: z.number().min(0).max(1).default(0.08),
    /** Milliseconds per step of the bar. Default 200. */
    speed: z.number().int().min(0).default(200),
    /** How far each trickle moves the bar, from 0 to 1. Default 0.02. */
    trickleRate: z.number().min(0).max(1).default(0.02),
    /** Milliseconds between trickles. Default 800. */
    trickleSpeed: z.number().int().positive().default(800),
  })
  .prefault({});

export const pageLoaderSchema = z
  .strictObject({
    /** Milliseconds before the loading spinner shows. Default 200. */
    delay: z.number().int().min(0).default(200),
  })
  .prefault({});
