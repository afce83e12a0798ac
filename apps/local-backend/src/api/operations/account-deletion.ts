// 'Account verwijderen' (tag `account` of openapi/memorial-api.yaml, "Deleting an account"):
// what deleting the caller's account does to each of their pages, and doing it. A page the
// caller owns alone is deleted; a page they own with other managers goes to the manager they
// pick; any other page loses the caller's access row. The request names every page it expects
// to delete and every new owner, so a page that changed meanwhile is never deleted by surprise.
import type { components } from "@memorial/api-types";
import { ApiError } from "../../errors/api-error.ts";
import type { AccountStore } from "../../stores/account-store.ts";
import { createPageDeleter, type PageDeletionServices } from "./deletion.ts";
import { requireCaller, type OperationHandlers } from "./operation.ts";
import { notAManager } from "./ownership.ts";

type Schemas = components["schemas"];
type DeletionPage = Schemas["AccountDeletionPage"];

const pagesChanged = () =>
  new ApiError(
    409,
    "account_pages_changed",
    "the account's pages changed; read what deleting the account does again",
  );

export function createAccountDeletionOperations(
  services: PageDeletionServices & { accounts: AccountStore },
): OperationHandlers {
  const { ctx, profiles, ownership, accounts, scheduler } = services;
  const deletePage = createPageDeleter(services);

  /** Every page of `email`, newest first, with what deleting the account does to it. */
  const plan = (email: string): DeletionPage[] => {
    const owned = new Map(ownership.ownedBy(email).map((page) => [page.profileId, page]));
    return profiles.listForEmail(email).map(({ profile, level }): DeletionPage => {
      const own = owned.get(profile.id);
      const managers = own?.otherManagers ?? [];
      const transfer = managers.length > 0;
      return {
        id: profile.id,
        name: profile.name,
        role: own === undefined ? level : "owner",
        outcome: own === undefined ? "leave" : transfer ? "transfer" : "delete",
        managers: managers.map((manager) => ({ email: manager, name: accounts.nameOf(manager) })),
        suggested: transfer ? (own?.successor ?? null) : null,
      };
    });
  };

  return {
    getAccountDeletion(input) {
      const caller = requireCaller(input.caller);
      const body: Schemas["AccountDeletion"] = { pages: plan(caller.email.toLowerCase()) };
      return input.c.json(body, 200, { "Cache-Control": "private, no-store" });
    },
    async deleteAccount(input) {
      const caller = requireCaller(input.caller);
      const email = caller.email.toLowerCase();
      const request = input.body as Schemas["AccountDeletionRequest"];
      const pages = plan(email);
      const expectedDeletes = pages.filter((page) => page.outcome === "delete").map((p) => p.id);
      const transfers = new Map(
        pages.filter((page) => page.outcome === "transfer").map((page) => [page.id, page]),
      );
      const deletes = new Set(request.deletePages);
      const chosen = new Map(
        request.newOwners.map((choice) => [choice.profileId, choice.email.toLowerCase()]),
      );
      if (
        deletes.size !== expectedDeletes.length ||
        expectedDeletes.some((id) => !deletes.has(id)) ||
        chosen.size !== request.newOwners.length ||
        chosen.size !== transfers.size ||
        [...transfers.keys()].some((id) => !chosen.has(id))
      ) {
        throw pagesChanged();
      }
      for (const [id, newOwner] of chosen) {
        const managers = transfers.get(id)?.managers.map((manager) => manager.email) ?? [];
        if (!managers.includes(newOwner)) throw notAManager();
      }
      const now = scheduler.clock.now();
      const handedOver = ownership.transferOnAccountDeletion(email, chosen, now);
      for (const { profileId, newOwner } of handedOver) {
        if (newOwner === null && deletes.has(profileId)) await deletePage(profileId);
      }
      accounts.forget(email, caller.sub);
      ctx.log.info("account deleted", {
        deletedPages: expectedDeletes.length,
        handedOver: chosen.size,
      });
      return input.c.body(null, 204);
    },
  };
}
