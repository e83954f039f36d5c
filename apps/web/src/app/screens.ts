import { lazy, type ComponentType } from 'react';

/**
 * Every screen, the public pages and the signed-in layout load with their first visit (inside
 * `ScreenTexts`, which shows the loading state): the first page a phone downloads carries only
 * what that page needs (issue 11). The sign-in is not among them: it starts without the app.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export const StaffPage = lazyScreen(() =>
  import('../features/admin/pages/staff-page').then((module) => module.StaffPage),
);
export const ChatPage = lazyScreen(() =>
  import('../features/chat/pages/chat-page').then((module) => module.ChatPage),
);
export const CarrierDetailPage = lazyScreen(() =>
  import('../features/companies-review/pages/company-detail-page').then(
    (module) => module.CarrierDetailPage,
  ),
);
export const ExpeditorDetailPage = lazyScreen(() =>
  import('../features/companies-review/pages/company-detail-page').then(
    (module) => module.ExpeditorDetailPage,
  ),
);
export const CompanyListPage = lazyScreen(() =>
  import('../features/companies-review/pages/company-list-page').then(
    (module) => module.CompanyListPage,
  ),
);
export const EmployeesPage = lazyScreen(() =>
  import('../features/employees/pages/employees-page').then((module) => module.EmployeesPage),
);
export const CompanyDriverPage = lazyScreen(() =>
  import('../features/fleet/pages/company-driver-page').then((module) => module.CompanyDriverPage),
);
export const CompanyDriversPage = lazyScreen(() =>
  import('../features/fleet/pages/company-drivers-page').then(
    (module) => module.CompanyDriversPage,
  ),
);
export const CompanyVehiclesPage = lazyScreen(() =>
  import('../features/fleet/pages/company-vehicles-page').then(
    (module) => module.CompanyVehiclesPage,
  ),
);
export const DriverDetailPage = lazyScreen(() =>
  import('../features/fleet/pages/driver-detail-page').then((module) => module.DriverDetailPage),
);
export const ViewDriverPage = lazyScreen(() =>
  import('../features/fleet/pages/driver-detail-page').then((module) => module.ViewDriverPage),
);
export const DriversPage = lazyScreen(() =>
  import('../features/fleet/pages/drivers-page').then((module) => module.DriversPage),
);
export const NotificationsPage = lazyScreen(() =>
  import('../features/notifications/pages/notifications-page').then(
    (module) => module.NotificationsPage,
  ),
);
export const SavedSearchesPage = lazyScreen(() =>
  import('../features/saved-searches/pages/saved-searches-page').then(
    (module) => module.SavedSearchesPage,
  ),
);
export const SaveSearchButton = lazyScreen(() =>
  import('../features/saved-searches/components/save-search-button').then(
    (module) => module.SaveSearchButton,
  ),
);
export const DeletionRequestsPage = lazyScreen(() =>
  import('../features/orders/pages/deletion-requests-page').then(
    (module) => module.DeletionRequestsPage,
  ),
);
export const EditOrderPage = lazyScreen(() =>
  import('../features/orders/pages/edit-order-page').then((module) => module.EditOrderPage),
);
export const NewOrderPage = lazyScreen(() =>
  import('../features/orders/pages/new-order-page').then((module) => module.NewOrderPage),
);
export const OrdersListPage = lazyScreen(() =>
  import('../features/orders/pages/orders-list-page').then((module) => module.OrdersListPage),
);
export const ProblemRequestsPage = lazyScreen(() =>
  import('../features/orders/pages/problem-requests-page').then(
    (module) => module.ProblemRequestsPage,
  ),
);
export const ViewOrderPage = lazyScreen(() =>
  import('../features/orders/pages/view-order-page').then((module) => module.ViewOrderPage),
);
export const TripPanel = lazyScreen(() =>
  import('../features/trip/components/trip-panel').then((module) => module.TripPanel),
);
export const TrustScorePage = lazyScreen(() =>
  import('../features/trip/pages/trust-score-page').then((module) => module.TrustScorePage),
);
export const ProfilePage = lazyScreen(() =>
  import('../features/profile/pages/profile-page').then((module) => module.ProfilePage),
);
export const RegistrationStatusPage = lazyScreen(() =>
  import('../features/registration/pages/registration-status-page').then(
    (module) => module.RegistrationStatusPage,
  ),
);
export const SignUpPage = lazyScreen(() =>
  import('../features/registration/pages/sign-up-page').then((module) => module.SignUpPage),
);
export const DocumentsPage = lazyScreen(() =>
  import('../features/documents/pages/documents-page').then((module) => module.DocumentsPage),
);
export const VerifyPage = lazyScreen(() =>
  import('../features/documents/pages/verify-page').then((module) => module.VerifyPage),
);
export const QuestionsPage = lazyScreen(() =>
  import('../features/questions/pages/questions-page').then((module) => module.QuestionsPage),
);
export const PartnersPage = lazyScreen(() =>
  import('../features/partners/pages/partners-page').then((module) => module.PartnersPage),
);
export const ExchangeRatesPage = lazyScreen(() =>
  import('../features/exchange-rates/pages/exchange-rates-page').then(
    (module) => module.ExchangeRatesPage,
  ),
);
// Issue 13: the public homepage at `/` when the app is already running.
export const HomeRoute = lazyScreen(() =>
  import('../features/home/home-route').then((module) => module.HomeRoute),
);
// Issue 31: the capacity board and the carrier's trucks.
export const TruckBoardPage = lazyScreen(() =>
  import('../features/trucks/pages/truck-board-page').then((module) => module.TruckBoardPage),
);
export const MyTrucksPage = lazyScreen(() =>
  import('../features/trucks/pages/my-trucks-page').then((module) => module.MyTrucksPage),
);
// Issue 32: a forwarder company's own carriers, and the forwarders that list a carrier.
export const MyCarriersPage = lazyScreen(() =>
  import('../features/carrier-pool/pages/my-carriers-page').then((module) => module.MyCarriersPage),
);
export const MyForwardersPage = lazyScreen(() =>
  import('../features/carrier-pool/pages/my-forwarders-page').then(
    (module) => module.MyForwardersPage,
  ),
);
export const AddToCarrierPoolButton = lazyScreen(() =>
  import('../features/carrier-pool/components/add-to-carrier-pool-button').then(
    (module) => module.AddToCarrierPoolButton,
  ),
);
export const AnalyticsPage = lazyScreen(() =>
  import('../features/analytics/pages/analytics-page').then((module) => module.AnalyticsPage),
);
export const AppLayout = lazyScreen(() =>
  import('./layout/app-layout').then((module) => module.AppLayout),
);
export const NotFoundPage = lazyScreen(() =>
  import('./pages/not-found-page').then((module) => module.NotFoundPage),
);
export const ForgotPasswordPage = lazyScreen(() =>
  import('../features/auth/pages/forgot-password-page').then((module) => module.ForgotPasswordPage),
);
