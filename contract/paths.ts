/**
 * The calls of SPEC.md §7, relative to API_BASE. Both the server's routes and the console's data
 * provider build their paths from here, so a path exists in one place only.
 */
export const API_BASE = '/api/v1';

export const paths = {
  login: '/users/login',
  logout: '/users/logout',
  analytics: '/users/dashboard/analytics',
  institutionList: '/institute/list',
  institution: (id: number | string) => `/institute/${id}`,
  institutionCreate: '/institute/create',
  institutionUpdate: (id: number | string) => `/institute/update/${id}`,
  institutionDelete: (id: number | string) => `/institute/delete/${id}`,
  institutionTickets: (id: number | string) => `/institute/${id}/ticketlist`,
  lockerList: (institutionId: number | string) => `/locker/list/${institutionId}`,
  locker: (id: number | string) => `/locker/${id}`,
  lockerCreate: '/locker/create',
  lockerUpdate: (id: number | string) => `/locker/update/${id}`,
  lockerDelete: (id: number | string) => `/locker/delete/${id}`,
  purchaseList: '/purchase/list',
  purchase: (id: number | string) => `/purchase/${id}`,
  purchaseListByInstitution: (id: number | string) => `/purchase/list/institute/${id}`,
  ticketList: '/ticket/list',
  ticket: (id: number | string) => `/ticket/${id}`,
  ticketCreate: '/ticket/create',
  ticketUpdate: (id: number | string) => `/ticket/update/${id}`,
  ticketDelete: (id: number | string) => `/ticket/delete/${id}`,
  userList: '/users/list',
  userProfile: (id: number | string) => `/users/profile/info/${id}`,
  ownProfile: '/users/profile/info',
  userCreate: '/users/create-user',
  userUpdate: (id: number | string) => `/users/update-user/${id}`,
  ownProfileUpdate: '/users/update-user',
  profilePicture: '/users/profile/upload-profile-picture',
  userDelete: (id: number | string) => `/users/delete-user/${id}`,
  userSessionsRevoke: (id: number | string) => `/users/${id}/sessions/revoke`,
} as const;
