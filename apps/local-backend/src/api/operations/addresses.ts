// The operations of tag `addresses` of openapi/memorial-api.yaml: looking a page up by its
// readable address (signed in and public), checking a wished address and changing it. A page
// the caller may not read answers 404 `not_found` here, exactly as an unknown address: a
// readable address gives away a name, so it never tells that a non-public page exists.
import { addressProblem, type AddressProblem } from "@memorial/domain";
import type { components } from "@memorial/api-types";
import { ApiError, notFound } from "../../errors/api-error.ts";
import type { ProfileRecord, ProfileStore } from "../../stores/profile-store.ts";
import type { Caller } from "../auth.ts";
import {
  createPageGuards,
  json,
  notDeleted,
  param,
  requireCaller,
  type OperationHandlers,
  type OperationInput,
} from "./operation.ts";

type Schemas = components["schemas"];

export function createAddressOperations(services: { profiles: ProfileStore }): OperationHandlers {
  const { profiles } = services;
  const { managed } = createPageGuards(profiles);

  /** The page behind an address, when `caller` (undefined: anonymous) may read it. */
  const lookup = (input: OperationInput, caller: Caller | undefined) => {
    const id = profiles.pageIdOfAddress(param(input, "address"));
    if (id !== undefined) notDeleted(profiles, id);
    const profile = id === undefined ? undefined : profiles.get(id);
    if (!profile?.address) throw notFound();
    const readable = profile.isPublic || profiles.roleOf(profile.id, caller?.email) !== "none";
    if (!readable) throw notFound();
    return json(input.c, {
      profileId: profile.id,
      address: profile.address,
    } satisfies Schemas["AddressLookup"]);
  };

  /** Why `address` cannot be this page's address, or null. */
  const problemFor = (profile: ProfileRecord, address: string): AddressProblem | null =>
    addressProblem(address) ?? (profiles.addressFreeFor(profile.id, address) ? null : "taken");

  return {
    findPageByAddress(input) {
      return lookup(input, requireCaller(input.caller));
    },

    findPublicPageByAddress(input) {
      return lookup(input, undefined);
    },

    checkProfileAddress(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const address = input.query.address ?? "";
      const problem = problemFor(profile, address);
      return json(input.c, {
        address,
        available: problem === null,
        problem,
      } satisfies Schemas["AddressCheck"]);
    },

    setProfileAddress(input) {
      const profile = managed(param(input, "id"), requireCaller(input.caller));
      const { address } = input.body as Schemas["SetAddressRequest"];
      const problem = addressProblem(address);
      if (problem === "reserved") {
        throw new ApiError(400, "address_reserved", "this address is reserved");
      }
      if (problem !== null) {
        throw new ApiError(
          400,
          "address_invalid",
          "an address has 3 to 60 characters: a-z, 0-9 and single hyphens inside",
        );
      }
      if (!profiles.setAddress(profile.id, address)) {
        throw new ApiError(409, "address_taken", "another page has or had this address");
      }
      return json(input.c, { address } satisfies Schemas["SetAddressResponse"]);
    },
  };
}
