import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createFaceService, FaceServiceError, httpFaceService, noFaceService } from '../../server/faces/face-service';

/** A real HTTP face service on a free port: records what it received, answers what the test sets. */
let server: http.Server;
let url = '';
let received: { contentType: string; body: string } | undefined;
let answer: { status: number; body: unknown } = { status: 200, body: { personId: 'p-1' } };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received = { contentType: request.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('latin1') };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/enrol`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const person = { estateName: 'Willow Creek Estate', firstName: 'Grace', lastName: 'Ndlovu', email: 'grace@example.com', phoneNumber: '0821234567' };
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('face service adapter', () => {
  it('is off by default: nothing is sent anywhere', async () => {
    const faces = createFaceService(loadConfig({}));
    expect(faces).toBe(noFaceService);
    expect(faces.enabled).toBe(false);
    await expect(faces.enrol(jpeg, 'image/jpeg', person)).rejects.toBeInstanceOf(FaceServiceError);
  });

  it('FACE_SERVICE_URL must be a URL', () => {
    expect(() => loadConfig({ FACE_SERVICE_URL: 'not a url' })).toThrow(/FACE_SERVICE_URL/);
    expect(createFaceService(loadConfig({ FACE_SERVICE_URL: 'https://faces.example/enrol' })).enabled).toBe(true);
  });

  it('posts the face in the seeds shape and answers the personId', async () => {
    answer = { status: 200, body: { personId: 'person-42' } };
    await expect(httpFaceService(url).enrol(jpeg, 'image/jpeg', person)).resolves.toBe('person-42');
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    for (const field of [
      'Face_Front',
      'Face_Left',
      'Face_Right',
      'associateFirstName',
      'associateLastName',
      'associateEmail',
      'associatePhoneNumber',
      'estateName',
    ]) {
      expect(received?.body).toContain(`name="${field}"`);
    }
    expect(received?.body).toContain('Grace');
    expect(received?.body).toContain('Willow Creek Estate');
  });

  it('reads a personId inside details[0] too', async () => {
    answer = { status: 200, body: { status: 'success', details: [{ personId: 'person-7' }] } };
    await expect(httpFaceService(url).enrol(jpeg, 'image/jpeg', person)).resolves.toBe('person-7');
  });

  it('an answer without a personId, an error status or an unreachable service is a FaceServiceError', async () => {
    answer = { status: 200, body: { status: 'success' } };
    await expect(httpFaceService(url).enrol(jpeg, 'image/jpeg', person)).rejects.toBeInstanceOf(FaceServiceError);
    answer = { status: 500, body: { personId: 'x' } };
    await expect(httpFaceService(url).enrol(jpeg, 'image/jpeg', person)).rejects.toBeInstanceOf(FaceServiceError);
    await expect(httpFaceService('http://127.0.0.1:1/enrol').enrol(jpeg, 'image/jpeg', person)).rejects.toBeInstanceOf(FaceServiceError);
  });
});
