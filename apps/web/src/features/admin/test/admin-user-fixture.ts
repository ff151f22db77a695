import type { AdminUserRow } from '@marketplace/contract/admin';

/** A member as `GET /api/admin/users` lists them: active, ID photos pending review. */
export function member(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u1',
    firstName: 'Aishath',
    lastName: 'Ibrahim',
    email: 'aishath@example.mv',
    mobile: '7712345',
    nationalIdNumber: 'A123456',
    location: 'HA. Dhidhdhoo, Haa Alif',
    instagramHandle: null,
    avatarUrl: null,
    joinDate: '2025-03-04T10:00:00.000Z',
    status: 'active',
    role: 'user',
    isVerifiedSeller: false,
    idVerificationStatus: 'pending',
    idVerificationAdminNotes: null,
    hasIdPhotos: true,
    ...overrides,
  };
}
