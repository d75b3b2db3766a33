import type { FastifyInstance } from 'fastify';
import { success, ZCommentRequest, ZIdParam, ZPostRequest, ZPostsQuery } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

export async function postsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const posts = ctx.services.posts;

  app.get('/posts', async (request) => posts.list(requireUser(request), parse(ZPostsQuery, request.query)));

  app.get('/posts/:id', async (request) => posts.get(requireUser(request), parse(ZIdParam, request.params).id));

  app.post('/posts', async (request, reply) => {
    const post = await posts.create(requireUser(request), parse(ZPostRequest, request.body));
    return reply.status(201).send({ message: success.postCreated, post });
  });

  app.put('/posts/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return { message: success.postUpdated, post: await posts.update(requireUser(request), id, parse(ZPostRequest, request.body)) };
  });

  app.delete('/posts/:id', async (request) => {
    await posts.delete(requireUser(request), parse(ZIdParam, request.params).id);
    return { message: success.postDeleted };
  });

  app.post('/comments', async (request, reply) => {
    const comment = await posts.comment(requireUser(request), parse(ZCommentRequest, request.body));
    return reply.status(201).send({ message: success.commentCreated, comment });
  });

  app.delete('/comments/:id', async (request) => {
    await posts.deleteComment(requireUser(request), parse(ZIdParam, request.params).id);
    return { message: success.commentDeleted };
  });
}
