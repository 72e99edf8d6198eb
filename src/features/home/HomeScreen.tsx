import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { tilesAt } from '../../domain/estate-roles';
import { homeTileLocation } from '../../domain/home-category';
import { searchTiles } from '../../domain/search';
import { embeddedHref, withoutLettingTiles } from '../../domain/tiles';
import { homeCards } from '../../app/home-cards';
import { useUnitTiles } from '../../app/use-my-units';
import { useOwnJoinRequest } from '../../app/join-request';
import { t } from '../../i18n';
import { syncNow } from '../../sync/engine';
import { useSession } from '../../sync/session';
import { useStoredFileUrl } from '../../app/stored-files';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { NoRoleNotice } from './NoRoleNotice';
import { TileGrid } from './TileGrid';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { useHomeData } from './use-home-data';
import '../../i18n/areas/home';
import '../../i18n/areas/profile';
import '../../i18n/areas/shell';

export function HomeScreen() {
  const navigate = useNavigate();
  const data = useHomeData();
  const joinRequest = useOwnJoinRequest(useSession()?.userId);
  const photo = useStoredFileUrl(data?.user?.photoURL || undefined);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const access = data?.access;
  const location = data
    ? homeTileLocation({ enabled: data.homeCategoryEnabled, exceptions: data.homeCategoryExceptions, estateId: access?.estateId, roleName: access?.roleName })
    : 'home';
  const units = useUnitTiles(access?.estateId);
  const tiles = withoutLettingTiles(tilesAt(access, location), units?.some((u) => u.unit.isLettingUnit) ?? false);
  const shown = searchTiles(tiles, searching ? query : '');
  const displayName = data?.user?.displayName || [data?.user?.firstName, data?.user?.lastName].filter(Boolean).join(' ');
  const estateName = access?.estateName || t('home.defaultEstate');

  const refresh = async () => {
    setMenuOpen(false);
    setRefreshing(true);
    try {
      await syncNow();
    } finally {
      window.location.reload();
    }
  };

  return (
    <div>
      <header className="home-header">
        {/* The page's one level-one heading (axe 'page-has-heading-one'): the screen is the Home tab; the header shows the user instead. */}
        <h1 className="visually-hidden">{t('tab.home')}</h1>
        <div className="home-header-inner">
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <button type="button" className="icon-btn" aria-label={t('home.menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
              <Icon name="menu" />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-pressed={searching}
              onClick={() => {
                setSearching((s) => !s);
                setQuery('');
              }}
              style={{ fontWeight: 700, gap: 6, padding: '0 8px' }}
            >
              <Icon name="search" size={20} />
              {t('home.search')}
            </button>
          </div>
          <div className="home-user">
            <Link to="/profile" aria-label={t('home.profilePhoto')}>
              {photo ? <img className="avatar" src={photo} alt="" /> : <span className="avatar">{(displayName || t('profile.user')).charAt(0)}</span>}
            </Link>
            <div>
              <strong>{displayName || t('profile.user')}</strong>
              {access ? (
                <span>
                  {access.roleDisplayName} - {estateName}
                </span>
              ) : null}
            </div>
          </div>
          {searching ? (
            <TextField
              className="search-field"
              label={t('home.searchLabel')}
              type="search"
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          ) : null}
        </div>
      </header>
      <main className="page">
        {homeCards.map(({ id, Card }) => (
          <Card key={id} />
        ))}
        {data ? <VerifyEmailBanner user={data.user} /> : null}
        {data?.noRole ? <NoRoleNotice estateName={estateName} email={data.contactEmail} joinRequest={joinRequest} /> : null}
        {tiles.length === 0 ? <LoadingOverlay /> : shown.length === 0 ? <EmptyState message={t('home.noMatch')} /> : <TileGrid tiles={shown} />}
        <Link to="/homeEmergencyScreen" className="emergency-btn">
          {t('home.emergency')}
        </Link>
      </main>
      {menuOpen ? (
        <Dialog title={t('home.menu')} onClose={() => setMenuOpen(false)}>
          <nav>
            <button type="button" className="sidebar-item" onClick={() => void navigate({ href: embeddedHref(data?.helpUrl ?? '/help.html', t('home.help')) })}>
              {t('home.help')}
            </button>
            <button type="button" className="sidebar-item" onClick={() => void refresh()}>
              {t('home.refresh')}
            </button>
          </nav>
        </Dialog>
      ) : null}
      {refreshing ? <LoadingOverlay /> : null}
    </div>
  );
}
