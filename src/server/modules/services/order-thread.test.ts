import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_ATTACHMENT_MAX_BYTES } from "../../../shared/contracts/service-orders";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import { keysOf } from "../../test/helpers/services-test-helpers";
import { multipartBody } from "../../test/multipart";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { gifImage, jpegWithGps } from "../../test/test-images";

let ctx: TestContext;
let visitor: TestClient;
let buyer: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
let orderId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin", firstName: "Ada", lastName: "Agency" });
  const service = await insertService(ctx.db, { name: "Landing Page", price: 69_900 });
  orderId = (await insertServiceOrder(ctx.db, { userId: buyer.user.id, serviceId: service.id })).id;
});
afterAll(() => ctx.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const upload = (
  client: TestClient,
  file: { filename: string; contentType: string; data: Buffer },
  id = orderId,
) => {
  const { body, headers } = multipartBody([file]);
  return client.post(`/api/services/orders/${id}/attachments`, body, { headers });
};

describe("the order's thread", () => {
  it("carries messages both ways, newest first, paged, with who wrote them", async () => {
    const first = await buyer.client.post(`/api/services/orders/${orderId}/messages`, {
      content: " Hello agency ",
    });
    expect(first.statusCode).toBe(201);
    expect(keysOf(first.json())).toEqual([
      "attachments",
      "author",
      "content",
      "createdAt",
      "fromAgency",
      "id",
    ]);
    expect(first.json()).toMatchObject({
      fromAgency: false,
      author: { id: buyer.user.id, name: "Dana Reyes" },
      content: "Hello agency",
      attachments: [],
    });
    const reply = await admin.client.post(`/api/services/orders/${orderId}/messages`, {
      content: "Hello Dana",
    });
    expect(reply.json()).toMatchObject({ fromAgency: true, author: { name: "Ada Agency" } });

    const page = await buyer.client.get(`/api/services/orders/${orderId}/messages?limit=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json().messages.map((m: { content: string }) => m.content)).toEqual(["Hello Dana"]);
    const next = await buyer.client.get(
      `/api/services/orders/${orderId}/messages?limit=1&cursor=${page.json().nextCursor}`,
    );
    expect(next.json()).toMatchObject({ messages: [{ content: "Hello agency" }], nextCursor: null });
    expect((await admin.client.get(`/api/services/orders/${orderId}/messages`)).json().messages).toHaveLength(
      2,
    );
  });

  it("refuses empty, oversized and unknown fields with 400", async () => {
    const post = (body: unknown) => buyer.client.post(`/api/services/orders/${orderId}/messages`, body);
    expect((await post({ content: "  " })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ content: "x".repeat(5001) })).statusCode).toBe(400);
    expect((await post({ content: "hi", extra: 1 })).statusCode).toBe(400);
    expect((await post({ content: "a\u0000b" })).statusCode).toBe(400);
    expect((await post({ content: "hi", attachmentIds: [1, 2, 3, 4, 5, 6] })).statusCode).toBe(400);
    expect((await buyer.client.get(`/api/services/orders/${orderId}/messages?limit=500`)).statusCode).toBe(
      400,
    );
    expect((await buyer.client.get(`/api/services/orders/${orderId}/messages?cursor=%%`)).statusCode).toBe(
      400,
    );
  });

  it("shows the thread to its buyer and admins only", async () => {
    expect((await other.client.get(`/api/services/orders/${orderId}/messages`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/services/orders/${orderId}/messages`, { content: "hi" })).statusCode,
    ).toBe(404);
    expect((await visitor.get(`/api/services/orders/${orderId}/messages`)).statusCode).toBe(401);
    expect(
      (await visitor.post(`/api/services/orders/${orderId}/messages`, { content: "hi" })).statusCode,
    ).toBe(401);
    expect((await buyer.client.get("/api/services/orders/2000000000/messages")).statusCode).toBe(404);
  });

  it("takes images (re-encoded, metadata gone) and PDFs, and sends them with a message", async () => {
    const image = await upload(buyer.client, {
      filename: "brief photo.jpg",
      contentType: "image/jpeg",
      data: await jpegWithGps(),
    });
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({ fileName: "brief photo.webp", contentType: "image/webp" });
    const pdf = await upload(buyer.client, {
      filename: "brief.pdf",
      contentType: "application/pdf",
      data: PDF,
    });
    expect(pdf.json()).toMatchObject({
      fileName: "brief.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });

    const sent = await buyer.client.post(`/api/services/orders/${orderId}/messages`, {
      content: "Our brief",
      attachmentIds: [image.json().id, pdf.json().id],
    });
    expect(sent.statusCode).toBe(201);
    expect(
      sent
        .json()
        .attachments.map((a: { fileName: string }) => a.fileName)
        .sort(),
    ).toEqual(["brief photo.webp", "brief.pdf"]);
    // Sent once only.
    const again = await buyer.client.post(`/api/services/orders/${orderId}/messages`, {
      content: "Again",
      attachmentIds: [pdf.json().id],
    });
    expect(again.statusCode).toBe(400);

    const file = await buyer.client.get(pdf.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const picture = await admin.client.get(image.json().url);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
    expect((await other.client.get(pdf.json().url)).statusCode).toBe(404);
    expect((await visitor.get(pdf.json().url)).statusCode).toBe(401);
  });

  it("refuses another person's upload in a message", async () => {
    const pdf = await upload(admin.client, {
      filename: "quote.pdf",
      contentType: "application/pdf",
      data: PDF,
    });
    const stolen = await buyer.client.post(`/api/services/orders/${orderId}/messages`, {
      content: "Mine",
      attachmentIds: [pdf.json().id],
    });
    expect(stolen.statusCode).toBe(400);
  });

  it("answers 415 for a file that is not an image or PDF, 413 over 10 MB, 404 for others' orders", async () => {
    const gif = await upload(buyer.client, {
      filename: "a.gif",
      contentType: "image/gif",
      data: await gifImage(),
    });
    expect(gif.statusCode).toBe(415);
    const text = await upload(buyer.client, {
      filename: "a.pdf",
      contentType: "application/pdf",
      data: Buffer.from("hello"),
    });
    expect(text.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(ORDER_ATTACHMENT_MAX_BYTES + 10, 32)]);
    const tooBig = await upload(buyer.client, {
      filename: "big.pdf",
      contentType: "application/pdf",
      data: big,
    });
    expect(tooBig.statusCode).toBe(413);
    const nine = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(9 * 1024 * 1024, 32)]);
    const fits = await upload(buyer.client, {
      filename: "nine.pdf",
      contentType: "application/pdf",
      data: nine,
    });
    expect(fits.statusCode).toBe(201);
    expect(
      (await upload(other.client, { filename: "b.pdf", contentType: "application/pdf", data: PDF }))
        .statusCode,
    ).toBe(404);
    const json = await buyer.client.post(`/api/services/orders/${orderId}/attachments`, { file: "x" });
    expect(json.statusCode).toBe(415);
  });
});
