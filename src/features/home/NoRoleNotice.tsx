import { Link } from '@tanstack/react-router';
import { t } from '../../i18n';

/** What a user who holds no role can do next: switch estate, or write to the estate. */
export function NoRoleNotice({ estateName, email }: { estateName: string; email: string }) {
  return (
    <section className="card no-role" aria-labelledby="no-role-title">
      <h2 id="no-role-title" className="no-role-title">
        {t('home.noRole.title')}
      </h2>
      <p>{t('home.noRole.body', { estate: estateName })}</p>
      <div className="no-role-actions">
        <Link to="/SwitchEstate" className="btn btn-secondary">
          {t('home.noRole.switch')}
        </Link>
        {email ? (
          <a className="btn btn-primary" href={`mailto:${email}`} aria-label={t('home.noRole.contactLabel', { estate: estateName })}>
            {t('home.noRole.contact')}
          </a>
        ) : null}
      </div>
      {email ? <p className="muted no-role-email">{email}</p> : null}
    </section>
  );
}
