/**
 * This project's saved-views routes (`/views`, issue 59) for the console tests: an in-memory
 * store per handler set, one user's views. `state.views` lets a test look at what was saved.
 */
import { http, HttpResponse } from 'msw';
import { paths, type SavedView } from '../../contract';
import { api } from './handlers';

export function viewsHandlers(initial: SavedView[] = []) {
  const state = { views: [...initial], nextId: 100 };
  const handlers = [
    http.get(api(paths.views), ({ request }) => {
      const list = new URL(request.url).searchParams.get('list');
      const data = state.views
        .filter((v) => v.list === list)
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ status: 'success', data });
    }),
    http.post(api(paths.views), async ({ request }) => {
      const body = (await request.json()) as Pick<SavedView, 'list' | 'name' | 'state'>;
      if (state.views.some((v) => v.list === body.list && v.name === body.name)) {
        return HttpResponse.json(
          {
            status: 'failed',
            message: 'You already have a view with this name for this list',
            errors: [
              { field: 'name', message: 'You already have a view with this name for this list' },
            ],
          },
          { status: 409 },
        );
      }
      const view: SavedView = { ...body, id: state.nextId++, updated_at: new Date().toISOString() };
      state.views.push(view);
      return HttpResponse.json(
        { status: 'success', message: 'View saved', data: view },
        { status: 201 },
      );
    }),
    http.delete(api(paths.view(':id')), ({ params }) => {
      state.views = state.views.filter((v) => String(v.id) !== String(params.id));
      return HttpResponse.json({ status: 'success', message: 'View deleted' });
    }),
  ];
  return { handlers, state };
}
