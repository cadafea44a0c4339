import { SCOREBOARD_BACKGROUND_FILES, scoreboardBackgroundPng } from '@clem/sports/server';

/**
 * `/backgrounds/scoreboard/{file}.png` in every brand app (betting §2): the route file the
 * generator writes re-exports these, marked static, so each picture is drawn once at build time
 * and served as a file with a long cache life. Any other name is a 404.
 */
export const scoreboardBackgrounds = {
  generateStaticParams(): { file: string }[] {
    return SCOREBOARD_BACKGROUND_FILES.map((file) => ({ file }));
  },
  async GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
    const { file } = await context.params;
    const png = scoreboardBackgroundPng(file);
    if (!png) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    });
  },
};
