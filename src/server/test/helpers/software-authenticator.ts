import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software for API tests: an ES256 key pair per credential, answers
 * built by hand as a browser and a platform authenticator would (clientDataJSON, authenticatorData
 * with the rpIdHash, flags UP+UV(+AT) and the signature counter; a CBOR attestation object of format
 * "none"). Options are the JSON the server answered; responses are what @simplewebauthn/browser sends.
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type SoftCredential = {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
};

type CreationOptions = {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
};
type RequestOptions = { challenge: string; rpId?: string };

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter >>> 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes, attested ?? Buffer.alloc(0)]);
}

/** The credential's public key as COSE (EC2, P-256, ES256). */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
  ]);
  return Buffer.from(isoCBOR.encode(cose));
}

export class SoftwareAuthenticator {
  credentials: SoftCredential[] = [];

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new discoverable credential for the options' RP and user. */
  register(
    options: CreationOptions,
    overrides: { origin?: string; userVerified?: boolean; challenge?: string; type?: string } = {},
  ) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: SoftCredential = {
      id: randomBytes(16),
      privateKey,
      publicKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(publicKey)]);
    const flags = FLAG_UP | FLAG_AT | (overrides.userVerified === false ? 0 : FLAG_UV);
    const authData = authenticatorData(rpId, flags, credential.counter, attested);
    const clientData = {
      type: overrides.type ?? "webauthn.create",
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    };
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(Buffer.from(JSON.stringify(clientData))),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      },
    };
  }

  /** navigator.credentials.get(): an assertion by `credential` (default: the last registered). */
  assert(
    options: RequestOptions,
    overrides: {
      credential?: SoftCredential;
      origin?: string;
      userVerified?: boolean;
      counter?: number;
      userHandle?: string | null;
      rpId?: string;
    } = {},
  ) {
    const credential = overrides.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error("no credential registered");
    if (overrides.counter === undefined) credential.counter += 1;
    const counter = overrides.counter ?? credential.counter;
    const flags = FLAG_UP | (overrides.userVerified === false ? 0 : FLAG_UV);
    const authData = authenticatorData(overrides.rpId ?? options.rpId ?? credential.rpId, flags, counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: "webauthn.get",
        challenge: options.challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    const userHandle = overrides.userHandle === undefined ? credential.userHandle : overrides.userHandle;
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
