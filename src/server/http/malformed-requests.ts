import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import { AppError, httpErrors } from './errors.js';

/**
 * What Fastify answers on its own, outside the error handler: a URL the router cannot decode (`/api/links/%`),
 * a path parameter longer than the router allows, and requests Node's HTTP parser refuses (an unknown method,
 * a broken header, a body that does not match its length). These options give them the one error shape too.
 */
export const malformedRequestOptions = {
  frameworkErrors: (error, _request, reply) => {
    const appError = fromRouter(error);
    // The option's reply is generic over route schemas; this one has none, so it is a plain reply.
    const plain = reply as unknown as FastifyReply;
    return plain.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  },
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node and Fastify do: a reset or destroyed connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const appError = fromParser(error);
    const body = JSON.stringify(appError.toBody());
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${appError.status} ${STATUS_TEXT[appError.status] ?? 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function fromRouter(error: FastifyError): AppError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'validation_failed', 'The address of the request is not valid.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(414, 'validation_failed', 'The address of the request is too long.');
    default:
      return httpErrors.internal();
  }
}

function fromParser(error: NodeJS.ErrnoException): AppError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(408, 'validation_failed', 'The request did not arrive in time.');
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(431, 'payload_too_large', 'The request headers are too large.');
    default:
      return new AppError(400, 'validation_failed', 'The request could not be read.');
  }
}
