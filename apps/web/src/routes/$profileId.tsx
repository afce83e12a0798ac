import { createFileRoute } from "@tanstack/react-router";
import { authReady, userKeyOf } from "../app/auth-session";
import { PageRegister } from "../features/condolences";
import { PaymentReturnNotice } from "../features/payment";
import {
  MemorialPageError,
  MemorialPageScreen,
  MemorialPageSkeleton,
  memorialPageQuery,
} from "../features/memorial-page";

/** A memorial page: /{profileId}, one segment directly under the root (named routes win). */
export const Route = createFileRoute("/$profileId")({
  // The page draws itself: the person's page, not a screen of the app with its header.
  staticData: { fullPage: true },
  loader: async ({ context: { api, auth, queryClient }, params }) => {
    const state = await authReady(auth);
    return queryClient.query(memorialPageQuery(api, userKeyOf(state), params.profileId));
  },
  pendingComponent: MemorialPageSkeleton,
  errorComponent: MemorialPageError,
  component: function MemorialPageRoute() {
    const { profileId } = Route.useParams();
    const navigate = Route.useNavigate();
    const { profile, isManager } = Route.useLoaderData();
    // The condolence register and its moderation are plugged in here: the page feature does
    // not know the condolence feature.
    return (
      <>
        {/* Back from the payment page: the outcome, named (issue 19). */}
        {isManager ? <PaymentReturnNotice profile={profile} /> : null}
        <MemorialPageScreen
          profileId={profileId}
          register={({ profile, isManager }) => (
            <PageRegister
              profileId={profileId}
              personName={profile.name}
              isBlocked={profile.isBlocked}
              isManager={isManager}
              onManage={() => {
                void navigate({ to: "/$profileId/condoleances", params: { profileId } });
              }}
            />
          )}
          onManageCondolences={() => {
            void navigate({ to: "/$profileId/condoleances", params: { profileId } });
          }}
        />
      </>
    );
  },
});
