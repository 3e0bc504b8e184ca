import { setupServer } from 'msw/node';

/** The one msw server for every outside HTTP service; tests add handlers with server.use(). */
export const server = setupServer();
